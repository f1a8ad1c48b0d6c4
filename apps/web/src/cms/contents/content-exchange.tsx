import { type Language, TEXT_LANGUAGES } from '@store/domain';
import { Alert, Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/**
 * The exchange-language dialog's first view (spec 000 §2): copy every text of one language into
 * another — the source keeps its own (docs/notes/issue-10-plan.md) — then translate in the editor.
 */
export function ContentExchange({ onCopy }: { onCopy: (from: Language, into: Language) => void }) {
  const { t, i18n } = useTranslation();
  const [from, setFrom] = useState<Language>('fa');
  const [into, setInto] = useState<Language>(i18n.language === 'fa' ? 'en' : (i18n.language as Language));
  const options = TEXT_LANGUAGES.map((lang) => ({ value: lang, label: t(`lang.${lang}`) }));
  const same = from === into;
  return (
    <div className="content-exchange" data-testid="content-exchange-step">
      <Alert type="info" showIcon title={t('contents.editor.exchange.hint')} />
      <Space wrap className="content-exchange__choice">
        {(
          [
            ['from', from, setFrom],
            ['into', into, setInto],
          ] as const
        ).map(([which, value, set]) => (
          <span key={which} className="content-exchange__field">
            <span aria-hidden>{t(`contents.editor.exchange.${which}`)}</span>
            <Select
              value={value}
              onChange={set}
              options={options}
              aria-label={t(`contents.editor.exchange.${which}`)}
              data-testid={`exchange-${which}`}
              style={{ minWidth: 140 }}
            />
          </span>
        ))}
      </Space>
      {same ? <Alert type="warning" title={t('contents.editor.exchange.same')} /> : null}
      <Button type="primary" disabled={same} onClick={() => onCopy(from, into)} data-testid="exchange-copy">
        {t('contents.editor.exchange.copy')}
      </Button>
    </div>
  );
}
