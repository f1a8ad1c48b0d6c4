import { SearchOutlined } from '@ant-design/icons';
import { routes, SEARCH_MIN } from '@store/domain';
import { AutoComplete, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { decideGuard } from '../../app/guard-rules';
import { bareLink, hasRequiredParam } from '../../app/route-paths';
import { useAuth } from '../../auth/use-auth';
import { useTranslation } from '../../i18n/use-translation';
import { useNamedInputButtons } from '../entity/use-named-input-buttons';

/** Route-title search of the dashboard top bar: at least 3 characters (000 §5), used by keyboard alone. */
export function RouteSearch() {
  const { t } = useTranslation();
  const { clearable } = useNamedInputButtons();
  const navigate = useNavigate();
  const auth = useAuth();
  const [text, setText] = useState('');

  const candidates = useMemo(
    () =>
      routes
        .filter((r) => !hasRequiredParam(r.path) && r.key !== 'notFound' && decideGuard(r, auth).kind === 'allow')
        .map((r) => ({ value: bareLink(r.path), title: t(r.title), screen: t(r.description) })),
    [auth, t],
  );

  const needle = text.trim().toLocaleLowerCase();
  const options =
    needle.length >= SEARCH_MIN.dashboardRoute
      ? candidates
          .filter((c) => c.title.toLocaleLowerCase().includes(needle))
          .map((c) => ({
            value: c.value,
            label: (
              <span className="route-search__option">
                <span>{c.title}</span>
                <small>{c.screen}</small>
              </span>
            ),
          }))
      : [];

  return (
    <AutoComplete
      className="route-search"
      value={text}
      options={options}
      // Enter opens the best match at once; the arrows move between the matches.
      defaultActiveFirstOption
      onChange={(value) => setText(value)}
      onSelect={(value: string) => {
        setText('');
        void navigate(value);
      }}
      notFoundContent={needle.length >= SEARCH_MIN.dashboardRoute ? t('dashboard.search.none') : null}
    >
      <Input
        prefix={<SearchOutlined />}
        placeholder={t('dashboard.search', { min: SEARCH_MIN.dashboardRoute })}
        aria-label={t('dashboard.search', { min: SEARCH_MIN.dashboardRoute })}
        allowClear={clearable}
        data-testid="route-search"
      />
    </AutoComplete>
  );
}
