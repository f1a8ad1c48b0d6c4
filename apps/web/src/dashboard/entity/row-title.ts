import { type EntityDef, kindOf, translatedText } from '@store/domain';
import type { EntityRow } from '../../api/resource-api';

/** A row's title (its title field, a translatable one in the current language), else `#id`. */
export function rowTitle(entity: EntityDef | undefined, row: EntityRow, language: string): string {
  const field = entity?.fields[entity.titleField];
  const value = entity ? row[entity.titleField] : undefined;
  const text = field && kindOf(field).display === 'translatable' ? translatedText(value, language) : value == null ? '' : String(value);
  return text || `#${row.id}`;
}
