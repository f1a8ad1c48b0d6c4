import { ClearOutlined, FilterOutlined } from '@ant-design/icons';
import type { EntityDef } from '@store/domain';
import { Button, Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { filterSpecs, matchFromUrl, matchToUrl, type RangeValue, rangeItem, rangeProblem } from './filters/filter-specs';
import { MATCH_FILTERS } from './filters/match-filter';
import { RangeFilter } from './filters/range-filter';

type Filters = Record<string, string>;

/** The address's filters as the form's values. */
function formValuesOf(entity: EntityDef, filters: Filters): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const spec of filterSpecs(entity)) {
    if (spec.range) values[rangeItem(spec.name)] = { from: filters[`${spec.name}From`], to: filters[`${spec.name}To`] };
    else values[spec.name] = matchFromUrl(spec, filters[spec.name]) ?? null;
  }
  return values;
}

/** The form's values as address filters (`amountFrom`, `kind=a,b`…). */
function filtersOf(entity: EntityDef, values: Record<string, unknown>): Filters {
  const out: Filters = {};
  for (const spec of filterSpecs(entity)) {
    if (spec.range) {
      const range = (values[rangeItem(spec.name)] ?? {}) as RangeValue;
      if (range.from) out[`${spec.name}From`] = range.from;
      if (range.to) out[`${spec.name}To`] = range.to;
      continue;
    }
    const value = matchToUrl(values[spec.name]);
    if (value !== undefined) out[spec.name] = value;
  }
  return out;
}

/**
 * One filter per filterable field (those the address fixes shown disabled), kept in the address: a from/to pair for kinds with a range
 * filter, a multi-select for in-lists, else an equality or contains filter. Applied with Filter;
 * a reversed range is said under its inputs and not applied.
 */
export function EntityFilterBar({
  entity,
  filters,
  fixed = [],
  onChange,
}: {
  entity: EntityDef;
  filters: Filters;
  /** Fields whose filter the address fixes (a route parameter's value): shown, disabled. */
  fixed?: readonly string[];
  onChange: (filters: Filters) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const specs = filterSpecs(entity);
  // The parent builds `filters` afresh on every render (the list's data arriving re-renders it):
  // keyed on their content, the form is reset only when the address's filters really change,
  // so what the user is typing is never wiped by a late list answer.
  const filtersKey = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filtersKey stands for filters
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(formValuesOf(entity, filters));
  }, [entity, filtersKey, form]);
  if (specs.length === 0) return null;
  return (
    <Form
      form={form}
      name="filters"
      layout="inline"
      onFinish={(values) => onChange(filtersOf(entity, values))}
      className="entity-filters"
      data-testid="entity-filters"
    >
      {specs.map((spec) => {
        const label = t(`field.${entity.name}.${spec.name}`);
        if (spec.range) {
          return (
            <Form.Item
              key={spec.name}
              name={rangeItem(spec.name)}
              label={label}
              rules={[
                {
                  validator: async (_rule, value: RangeValue | undefined) => {
                    const problem = rangeProblem(spec, value);
                    if (problem) throw new Error(t(problem));
                  },
                },
              ]}
            >
              <RangeFilter spec={spec} label={label} />
            </Form.Item>
          );
        }
        const Match = MATCH_FILTERS[spec.control];
        return (
          <Form.Item key={spec.name} name={spec.name} label={label}>
            <Match entity={entity} spec={spec} disabled={fixed.includes(spec.name)} />
          </Form.Item>
        );
      })}
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<FilterOutlined />} data-testid="filter-apply">
          {t('common.filter')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button icon={<ClearOutlined />} onClick={() => onChange({})} data-testid="filter-clear">
          {t('common.clearfilter')}
        </Button>
      </Form.Item>
    </Form>
  );
}
