import type { EntityDef } from '@store/domain';
import { Segmented } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { routeParamChoices, routeParamOf } from './route-param';
import { useEnumLabel } from './use-enum-label';
import './route-param-switcher.css';

/** The switcher's value for "every row" (a Segmented value cannot be undefined). */
const ALL = '';

/**
 * All, then each value of an enum route parameter (the attributes of customers, of products…): a
 * compact row that scrolls sideways on a phone rather than wrapping. Choosing one opens its list.
 */
export function RouteParamSwitcher({
  entity,
  value,
  onChange,
}: {
  entity: EntityDef;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const param = routeParamOf(entity);
  const label = useEnumLabel(entity, param?.name ?? '');
  const choices = routeParamChoices(entity);
  if (!param || choices.length === 0) return null;
  const options = [{ value: ALL, label: t('entityscreens.all') }, ...choices.map((choice) => ({ value: choice, label: label(choice) }))];
  return (
    <nav className="route-param-switcher" aria-label={t(`field.${entity.name}.${param.name}`)} data-testid="route-param-switcher">
      <Segmented<string> options={options} value={value ?? ALL} onChange={(chosen) => onChange(chosen === ALL ? undefined : chosen)} />
    </nav>
  );
}
