import { type DisplayName, translatedText } from '@store/domain';
import { Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { groupedDecimal, localDigits } from '../../../i18n/digits';
import { useFormatters } from '../../../i18n/use-formatters';
import { useEnumLabel } from '../use-enum-label';
import type { DisplayProps } from './display-props';
import { RefDisplay, RefsDisplay } from './ref-displays';

function LongText({ text }: { text: string }) {
  return (
    <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: 320 }} dir="auto">
      {text}
    </Typography.Text>
  );
}

function Translatable({ value }: DisplayProps) {
  const { i18n } = useTranslation();
  return <LongText text={translatedText(value, i18n.language)} />;
}

function NumberText({ value, grouped }: DisplayProps & { grouped: boolean }) {
  const { i18n } = useTranslation();
  const text = String(value);
  return (
    <span dir="ltr" className="number-text">
      {grouped ? groupedDecimal(text, i18n.language) : localDigits(text, i18n.language)}
    </span>
  );
}

function YesNo({ value }: DisplayProps) {
  const { t } = useTranslation();
  return value ? <Tag color="green">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>;
}

function DateText({ value, time }: DisplayProps & { time: boolean }) {
  const { date, dateTime } = useFormatters();
  return <span dir="ltr">{time ? dateTime(value as string) : date(value as string)}</span>;
}

function EnumTag({ entity, name, value }: DisplayProps) {
  const label = useEnumLabel(entity, name);
  return <Tag>{label(String(value))}</Tag>;
}

/**
 * One display per `DisplayName` of the field-kind registry. Typed as a full record: a new name in
 * `field-kinds.ts` does not compile until it has a display here.
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
    <a href={String(value)} target="_blank" rel="noopener noreferrer" dir="ltr">
      {String(value)}
    </a>
  ),
  json: ({ value }) => <code>{JSON.stringify(value).slice(0, 80)}</code>,
  ltr: ({ value }) => <span dir="ltr">{String(value)}</span>,
};
