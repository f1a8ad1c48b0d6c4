import { Isolate } from '../../i18n/ltr';
import { useFormatters } from '../../i18n/use-formatters';
import { useTranslation } from '../../i18n/use-translation';
import type { CatalogCard } from './catalog-query';
import { amountText, currencyName } from './money';

/**
 * A product's price as the catalog shows it: grouped in the reader's digits with the coin's name
 * (Toman and Rial translated), the old price struck through only when the card has one, or "call
 * for price" in place of both.
 */
export function PriceTag({ card, large = false }: { card: CatalogCard; large?: boolean }) {
  const { t, i18n } = useTranslation();
  const { price } = useFormatters();
  const className = large ? 'price price--large' : 'price';
  if (card.callForPrice || card.price === null)
    return (
      <p className={`${className} price--call`} data-testid="price">
        {t('catalog.callforprice')}
      </p>
    );
  const coin = <Isolate text={currencyName(card.coinSymbol, t, (key) => i18n.exists(key))} className="price__coin" />;
  return (
    <p className={className} data-testid="price">
      <span className="price__now">
        <span className="price__amount">{price(amountText(card.price))}</span> {coin}
      </span>
      {card.oldPrice ? (
        <span className="price__old" data-testid="old-price">
          <span className="sr-only">{t('catalog.oldprice')} </span>
          <s>
            {price(amountText(card.oldPrice))} {coin}
          </s>
        </span>
      ) : null}
    </p>
  );
}
