import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useMemo } from 'react';
import { textIn } from '../../cms/pages/page-texts';
import { RemoteTreeSelect } from '../../components/remote-tree-select';
import { matchesSearch } from '../../dashboard/catalog/placing/placing-options';
import { useTranslation } from '../../i18n/use-translation';
import { locationsKey, myProductsApi } from './my-products-api';

/** Where the product is: a region of the store's, searched as a tree, then a location of that region. */
export function MyProductPlace() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="regionId" label={t('field.Product.regionId')}>
        <RemoteTreeSelect
          address="/api/Region/getRegions"
          parentField="parentRegionId"
          placeholder={t('products.placing.choose')}
          data-testid="my-product-region"
        />
      </Form.Item>
      <Form.Item name="locationId" label={t('field.Product.locationId')}>
        <LocationSelect />
      </Form.Item>
    </>
  );
}

/**
 * The chosen region's locations (Form.Item gives it the value; the form clears it when the region
 * changes). Without a region there is nothing to choose from.
 */
function LocationSelect({ value, onChange, id }: { value?: number | null; onChange?: (value: number | null) => void; id?: string }) {
  const { t, i18n } = useTranslation();
  const regionId = Form.useWatch<number | null | undefined>('regionId');
  const locations = useQuery({
    queryKey: locationsKey(regionId ?? 0),
    queryFn: ({ signal }) => myProductsApi.locations(regionId ?? 0, signal),
    enabled: typeof regionId === 'number',
  });
  const options = useMemo(() => {
    const rows = locations.data ?? [];
    const shown = rows.map((row) => {
      const name = textIn(row.name, i18n.language);
      return {
        value: row.id,
        label: (
          <bdi dir="auto" lang={name?.lang}>
            {name?.text ?? `#${row.id}`}
          </bdi>
        ),
        search: name?.text ?? '',
      };
    });
    // A location the product holds that the region no longer offers still shows what it is.
    if (typeof value === 'number' && locations.isSuccess && !rows.some((row) => row.id === value))
      shown.push({ value, label: <bdi dir="ltr">#{value}</bdi>, search: '' });
    return shown;
  }, [locations.data, locations.isSuccess, i18n.language, value]);
  const noRegion = typeof regionId !== 'number';
  return (
    <Select<number | null>
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      disabled={noRegion}
      loading={locations.isFetching}
      allowClear
      placeholder={noRegion ? t('products.mine.pickregionfirst') : t('products.placing.choose')}
      notFoundContent={t('products.mine.nolocations')}
      showSearch={{ filterOption: (typed, option) => matchesSearch(typed, option?.search) }}
      data-testid="my-product-location"
    />
  );
}
