import type { Language } from '@store/domain/public';
import { safeLink } from '../../cms/data-content/view-values';
import { plainText, textIn } from '../../cms/pages/page-texts';
import type { Texts } from '../../cms/pages/pages-api';
import { SafeHtml } from '../../cms/pages/safe-html';
import { directionOf } from '../../i18n/bidi';
import { Isolate } from '../../i18n/ltr';
import { useFormatters } from '../../i18n/use-formatters';
import { useTranslation } from '../../i18n/use-translation';
import type { CatalogAttributeValue } from './catalog-query';
import { Named } from './filter-controls';

/** Attributes in groups by their group name (those without one first), each group in display order. */
export function attributeGroups(
  attributes: readonly CatalogAttributeValue[],
  language: string,
): { title: string; items: CatalogAttributeValue[] }[] {
  const groups = new Map<string, CatalogAttributeValue[]>();
  for (const attribute of attributes) {
    const title = plainText(attribute.groupName as Texts | null, language);
    groups.set(title, [...(groups.get(title) ?? []), attribute]);
  }
  return [...groups].map(([title, items]) => ({ title, items })).sort((a, b) => (a.title === '' ? -1 : b.title === '' ? 1 : 0));
}

/** One attribute's value as a reader reads it: choices by their names, a switch as yes or no, a number grouped, rich text sanitized, a file as a link. */
function AttributeValue({ attribute }: { attribute: CatalogAttributeValue }) {
  const { t, i18n } = useTranslation();
  const { number } = useFormatters();
  const value = attribute.value;
  switch (attribute.type) {
    case '11':
    case '21':
    case '22':
      return (
        <>
          {attribute.valueNames.map((name) => (
            <span key={JSON.stringify(name)} className="product-specs__choice">
              <Named text={textIn(name as Texts, i18n.language)} />
            </span>
          ))}
        </>
      );
    case '5':
      return <>{t(value === 'true' ? 'common.yes' : 'common.no')}</>;
    case '2':
      return <bdi dir="ltr">{number(value)}</bdi>;
    case '4':
      return <SafeHtml html={{ text: value, lang: i18n.language as Language, dir: directionOf(value.replace(/<[^>]*>/g, '')) }} />;
    case '6': {
      const link = safeLink(value);
      const file = decodeURIComponent(value.split('/').pop() ?? value);
      return link ? (
        <a href={link} target="_blank" rel="noopener noreferrer">
          <Isolate text={file} />
        </a>
      ) : (
        <Isolate text={file} />
      );
    }
    default:
      return <Isolate text={value} className="product-specs__text" />;
  }
}

/** The product's specifications: a list of names and values per group. */
export function ProductAttributes({ attributes }: { attributes: readonly CatalogAttributeValue[] }) {
  const { t, i18n } = useTranslation();
  if (attributes.length === 0) return null;
  return (
    <section className="product-section" aria-labelledby="product-specs" data-testid="product-attributes">
      <h2 id="product-specs">{t('catalog.product.attributes')}</h2>
      {attributeGroups(attributes, i18n.language).map((group) => (
        <div key={group.title || '-'} className="product-specs__group">
          {group.title ? <h3 className="product-specs__group-title">{group.title}</h3> : null}
          <dl className="product-specs">
            {group.items.map((attribute) => (
              <div key={attribute.id} className="product-specs__row" data-testid={`product-attribute-${attribute.id}`}>
                <dt>
                  <Named text={textIn(attribute.name as Texts, i18n.language)} />
                </dt>
                <dd>
                  <AttributeValue attribute={attribute} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
