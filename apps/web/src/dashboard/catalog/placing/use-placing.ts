import { type FieldIssue, PRODUCT_REQUIREMENTS, settingIsTrue } from '@store/domain';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import { useEffect } from 'react';
import { useAppSettings } from '../../../api/use-app-settings';
import { useAttributeValues } from '../../../attributes/use-attribute-values';
import { showIssues } from '../../../components/form-issues';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../ui/toast-store';
import type { PlacingDeclaration } from '../form-placing';
import { placingApi } from './placing-api';
import type { LinkKind } from './placing-links';
import { controlOfIds, idsOfControl, linkIssuesOf, placingField } from './placing-options';
import { type PlacingHandle, PlacingRefused } from './placing-refused';

const LINK_KINDS: readonly LinkKind[] = ['categories', 'tags', 'cities'];
const heldKey = (kind: LinkKind, entityName: string, entityId: number | null) => ['placing-held', kind, entityName, entityId];

/**
 * The state of a form's placing panels (inside its antd form): the choices (the entity's
 * categories and tags, the store's places), what the row holds — put into the form's controls
 * unless the user already changed them — and the attribute values; checked before a save, saved
 * set by set after the row.
 */
export function usePlacing(declaration: PlacingDeclaration, entityId: number | null) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const queryClient = useQueryClient();
  const settings = useAppSettings();
  const { entityName, panels } = declaration;
  const kinds = LINK_KINDS.filter((kind) => panels.includes(kind));
  const categories = useQuery({
    queryKey: ['placing', 'categories', entityName],
    queryFn: ({ signal }) => placingApi.categories(entityName, signal),
    enabled: kinds.includes('categories'),
  });
  const tags = useQuery({
    queryKey: ['placing', 'tags', entityName],
    queryFn: ({ signal }) => placingApi.tags(entityName, signal),
    enabled: kinds.includes('tags'),
  });
  const places = useQuery({
    queryKey: ['placing', 'address-items'],
    queryFn: ({ signal }) => placingApi.addressItems(signal),
    enabled: kinds.includes('cities'),
    staleTime: 5 * 60_000,
  });
  const held = useQueries({
    queries: LINK_KINDS.map((kind) => ({
      queryKey: heldKey(kind, entityName, entityId),
      queryFn: ({ signal }: { signal: AbortSignal }) => placingApi.held(kind, entityName, entityId ?? 0, signal),
      enabled: entityId !== null && kinds.includes(kind),
    })),
  });
  const attributes = useAttributeValues(entityName, entityId);
  const heldOf = (kind: LinkKind) => held[LINK_KINDS.indexOf(kind)];

  // What the row holds goes into a control the user has not changed yet, once its choices are there
  // (a select given ids before the choices that name them would show the bare ids).
  const choicesOf = { categories, tags, cities: places };
  const heldData = held.map((query) => query.data);
  const choicesData = LINK_KINDS.map((kind) => choicesOf[kind].data);
  // biome-ignore lint/correctness/useExhaustiveDependencies: heldData and choicesData stand for the queries' answers
  useEffect(() => {
    LINK_KINDS.forEach((kind, index) => {
      const ids = heldData[index];
      if (ids && choicesData[index] && !form.isFieldTouched(placingField(kind)))
        form.setFieldValue(placingField(kind), controlOfIds(kind, ids));
    });
  }, [form, ...heldData, ...choicesData]);

  /** Whether the store requires the set (the server refuses it empty), and the code refusing it. */
  const requirement = (kind: LinkKind): string | null => {
    const setting = declaration.requiredBy?.[kind];
    if (!setting || !settingIsTrue(settings?.[setting])) return null;
    return PRODUCT_REQUIREMENTS.find((r) => r.setting === setting)?.code ?? 'common.error.required';
  };

  // Saved before what the row holds has arrived, a set would be emptied and the attributes judged empty.
  const showsAttributes = panels.includes('attributes');
  const pending =
    kinds.some((kind) => choicesOf[kind].isPending || (entityId !== null && heldOf(kind)?.isPending)) ||
    (showsAttributes && !attributes.ready && !attributes.failed);

  const handle: PlacingHandle = {
    check() {
      if (pending) {
        showToast('info', t('common.loading'), t('products.placing.loading'));
        return false;
      }
      // The attributes could not be read: saving would judge them all empty (the editor says so).
      if (showsAttributes && attributes.failed) return false;
      const issues: Record<string, FieldIssue> = {};
      for (const kind of kinds) {
        const code = requirement(kind);
        if (code && idsOfControl(kind, form.getFieldValue(placingField(kind))).length === 0) issues[placingField(kind)] = { code };
      }
      if (Object.keys(issues).length > 0) showIssues(form, issues, t);
      const attributesPass = showsAttributes ? attributes.check() : true;
      return Object.keys(issues).length === 0 && attributesPass;
    },
    async save(id) {
      for (const kind of kinds) {
        // A set the row's holding of could not be read, and the user left alone, stays as it is.
        if (entityId !== null && heldOf(kind)?.isError && !form.isFieldTouched(placingField(kind))) continue;
        const ids = idsOfControl(kind, form.getFieldValue(placingField(kind)));
        try {
          await placingApi.save(kind, entityName, id, ids);
        } catch (error) {
          const issues = linkIssuesOf(kind, error);
          if (Object.keys(issues).length > 0) showIssues(form, issues, t);
          throw new PlacingRefused(error);
        }
        queryClient.setQueryData(heldKey(kind, entityName, id), ids);
      }
      if (!showsAttributes) return;
      try {
        await attributes.save(id);
      } catch (error) {
        attributes.showRefusal(error);
        throw new PlacingRefused(error);
      }
    },
  };

  return {
    handle,
    attributes,
    categories,
    tags,
    places,
    /** Whether the set's control waits for what the row holds (or for its choices). */
    loading: (kind: LinkKind) => Boolean(heldOf(kind)?.isFetching) || choicesOf[kind].isPending,
    required: (kind: LinkKind) => requirement(kind) !== null,
  };
}
