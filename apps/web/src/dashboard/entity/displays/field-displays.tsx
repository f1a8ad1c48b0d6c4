import { type DisplayName, translatedText } from '@store/domain';
import { Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Isolate, Ltr } from '../../../i18n/ltr';
import { useFormatters } from '../../../i18n/use-formatters';
import { useTranslation } from '../../../i18n/use-translation';
import { useEnumLabel } from '../use-enum-label';
import type { DisplayProps } from './display-props';
import { RefDisplay, RefsDisplay } from './ref-displays';

/**
 * Text a person typed, in its own direction (`Melk Demo Co.` or `+982100000000` stays whole in a
 * Persian table), cut with an ellipsis and shown whole in a tooltip.
 */
function LongText({ text }: { text: string }) {
  return (
    <Typography.Text ellipsis={{ tooltip: <Isolate text={text} /> }} style={{ maxWidth: 320 }}>
      <Isolate text={text} />
    </Typography.Text>
  );
}

function Translatable({ value }: DisplayProps) {
  const { i18n } = useTranslation();
  return <LongText text={translatedText(value, i18n.language)} />;
}

/** Numbers in the language's digits, grouped; left to right, so a minus sign stays in front. */
function NumberText({ value, grouped }: DisplayProps & { grouped: boolean }) {
  const f = useFormatters();
  const text = String(value);
  return <Ltr className="number-text">{grouped ? f.decimal(text) : f.digits(text)}</Ltr>;
}

function YesNo({ value }: DisplayProps) {
  const { t } = useTranslation();
  return value ? <Tag color="green">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>;
}

/** `YYYY/MM/DD` or `YYYY/MM/DD HH:mm`, Jalali with Persian digits in Persian, as one left-to-right unit. */
function DateText({ value, time }: DisplayProps & { time: boolean }) {
  const f = useFormatters();
  const text = String(value);
  return (
    <Ltr>
      <time dateTime={text}>{time ? f.dateTime(text) : f.date(text)}</time>
    </Ltr>
  );
}

function EnumTag({ entity, name, value }: DisplayProps) {
  const label = useEnumLabel(entity, name);
  return <Tag>{label(String(value))}</Tag>;
}

/**
 * One display per `DisplayName` of the field-kind registry. Typed as a full record: a new name in
 * `field-kinds.ts` does not compile until it has a display here. Values that run left to right
 * (links, e-mail, phone, code, user name, files) are isolated as such in every language.
 */
export const FIELD_DISPLAYS: Record<DisplayName, (props: DisplayProps) => ReactNode> = {
  text: ({ value }) => <LongText text={String(value)} />,
  translatable: (p) => <Translatable {...p} />,
  number: (p) => <NumberText {...p} grouped={false} />,
  money: (p) => <NumberText {...p} grouped />,
  boolean: (p) => <YesNo {...p} />,
  date: (p) => <DateText {...p} time={false} />,
  datetime: (p) => <DateText {...p} time />,
  enum: (p) => <EnumTag {...p} />,
  ref: (p) => <RefDisplay {...p} />,
  refs: (p) => <RefsDisplay {...p} />,
  link: ({ value }) => (
    <Ltr>
      <a href={String(value)} target="_blank" rel="noopener noreferrer">
        {String(value)}
      </a>
    </Ltr>
  ),
  json: ({ value }) => <code dir="ltr">{JSON.stringify(value).slice(0, 80)}</code>,
  ltr: ({ value }) => <Ltr>{String(value)}</Ltr>,
};
