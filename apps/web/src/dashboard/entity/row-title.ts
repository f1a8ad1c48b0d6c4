import { type EntityDef, kindOf, TEXT_LANGUAGES } from '@store/domain';
import type { EntityRow } from '../../api/resource-api';

/** A translatable value in `language`, else in the first other language that has it. */
export function translatedText(value: unknown, language: string): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  const texts = value as Record<string, string | null | undefined>;
  const order = [language, ...TEXT_LANGUAGES.filter((l) => l !== language)];
  return order.map((l) => texts[l]).find((text) => typeof text === 'string' && text !== '') ?? '';
}

/** A row's title (its title field, a translatable one in the current language), else `#id`. */
export function rowTitle(entity: EntityDef | undefined, row: EntityRow, language: string): string {
  const field = entity?.fields[entity.titleField];
  const value = entity ? row[entity.titleField] : undefined;
  const text = field && kindOf(field).display === 'translatable' ? translatedText(value, language) : value == null ? '' : String(value);
  return text || `#${row.id}`;
}
