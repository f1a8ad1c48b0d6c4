import type { EntityDef } from '@store/domain';
import { useTranslation } from '../../i18n/use-translation';

/** Label of an enum value: `enum.{Entity}.{field}.{value}` when translated, else the value. */
export function useEnumLabel(entity: EntityDef, name: string) {
  const { t, i18n } = useTranslation();
  return (value: string) => {
    const key = `enum.${entity.name}.${name}.${value}`;
    return i18n.exists(key) ? t(key) : value;
  };
}
