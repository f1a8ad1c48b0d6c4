import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import type { ReactNode } from 'react';
import { Isolate, Ltr } from '../../i18n/ltr';
import { useFormatters } from '../../i18n/use-formatters';
import { useTranslation } from '../../i18n/use-translation';
import type { AddressRow } from './address-fields';

interface AddressCardProps {
  address: AddressRow;
  onEdit: () => void;
  onDelete: () => void;
}

/** The words of a list in the language's own separator (Persian writes «،»). */
const joined = (parts: (string | null)[], language: string): string[] =>
  parts
    .filter((part): part is string => Boolean(part?.trim()))
    .flatMap((part, i) => (i === 0 ? [part] : [language === 'fa' ? '، ' : ', ', part]));

/**
 * One address of the book: its title, the recipient, where (city, state, country), the detail,
 * and how to reach them. A person's words keep their own direction (`Isolate`); codes, numbers
 * and e-mail run left to right (`Ltr`), in the reader's digits.
 */
export function AddressCard({ address, onEdit, onDelete }: AddressCardProps) {
  const { t, i18n } = useTranslation();
  const { digits } = useFormatters();
  const line = (label: string, value: ReactNode, key: string) => (
    <div className="address-card__line" key={key}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  const recipient = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const place = joined([address.city, address.state, address.country], i18n.language);
  const lines = [
    recipient || address.company
      ? line(
          t('addresses.recipient'),
          <>
            {recipient ? <Isolate text={recipient} /> : null}
            {recipient && address.company ? ' — ' : null}
            {address.company ? <Isolate text={address.company} /> : null}
          </>,
          'recipient',
        )
      : null,
    place.length
      ? line(
          t('addresses.where'),
          place.map((part, i) => (i % 2 === 0 ? <Isolate key={part + String(i)} text={part} /> : part)),
          'place',
        )
      : null,
    address.addressDetail ? line(t('field.Address.addressDetail'), <Isolate text={address.addressDetail} />, 'detail') : null,
    address.location ? line(t('field.Address.location'), <Isolate text={address.location} />, 'location') : null,
    address.zipPostalCode ? line(t('field.Address.zipPostalCode'), <Ltr>{digits(address.zipPostalCode)}</Ltr>, 'postal') : null,
    address.phoneNumber ? line(t('field.Address.phoneNumber'), <Ltr>{digits(address.phoneNumber)}</Ltr>, 'phone') : null,
    address.faxNumber ? line(t('field.Address.faxNumber'), <Ltr>{digits(address.faxNumber)}</Ltr>, 'fax') : null,
    address.email ? line(t('field.Address.email'), <Ltr>{address.email}</Ltr>, 'email') : null,
  ];
  return (
    <Card
      className="address-card"
      size="small"
      title={<Isolate text={address.title ?? ''} />}
      data-testid={`address-${address.id}`}
      extra={
        <span className="address-card__actions">
          <Button
            type="text"
            icon={<EditOutlined />}
            onClick={onEdit}
            aria-label={`${t('common.edit')}: ${address.title ?? ''}`}
            data-testid="address-edit"
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            onClick={onDelete}
            aria-label={`${t('common.delete')}: ${address.title ?? ''}`}
            data-testid="address-delete"
          />
        </span>
      }
    >
      <dl className="address-card__lines">{lines}</dl>
    </Card>
  );
}
