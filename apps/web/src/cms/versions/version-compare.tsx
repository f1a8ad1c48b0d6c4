import type { EntityDef } from '@store/domain';
import { useQuery } from '@tanstack/react-query';
import { Empty, Spin } from 'antd';
import { localDigits } from '../../i18n/digits';
import { useTranslation } from '../../i18n/use-translation';
import { VersionModal } from './version-modal';
import { VersionValue } from './version-value';
import { compareVersions, type VersionedRow } from './versions-api';

/** The fields that differ between two versions, side by side (older first in reading order). */
export function VersionCompare({
  row,
  entity,
  a,
  b,
  onClose,
}: {
  row: VersionedRow;
  entity: EntityDef;
  a: number;
  b: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const changes = useQuery({ queryKey: ['cms-compare', row.resource, row.id, a, b], queryFn: () => compareVersions(row, a, b) });
  const no = (n: number) => t('pages.versions.no', { no: localDigits(String(n), i18n.language) });
  return (
    <VersionModal onClose={onClose} title={t('pages.versions.compare.title', { a: no(a), b: no(b) })}>
      {changes.isPending ? <Spin /> : null}
      {changes.data?.length === 0 ? <Empty description={t('pages.versions.compare.same')} /> : null}
      {changes.data?.length ? (
        <div className="version-compare" data-testid="version-compare">
          <div className="version-compare__head" aria-hidden>
            <span />
            <span>{no(a)}</span>
            <span>{no(b)}</span>
          </div>
          {changes.data.map((change) => (
            <section key={change.field} className="version-compare__row" data-field={change.field}>
              <h3>{t(`field.${entity.name}.${change.field}`)}</h3>
              <div className="version-compare__side" data-side="a">
                <span className="version-compare__label">{no(a)}</span>
                <VersionValue entity={entity} field={change.field} value={change.a} />
              </div>
              <div className="version-compare__side" data-side="b">
                <span className="version-compare__label">{no(b)}</span>
                <VersionValue entity={entity} field={change.field} value={change.b} />
              </div>
            </section>
          ))}
        </div>
      ) : null}
    </VersionModal>
  );
}
