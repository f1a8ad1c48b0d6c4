import { CheckOutlined, LoadingOutlined } from '@ant-design/icons';
import { ACCESS_LEVELS } from '@store/domain';
import { Select, Tag } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import type { SecuredEntity } from './access-matrix-api';
import type { Choice, RowState } from './use-role-accesses';

interface RowsProps {
  entities: SecuredEntity[];
  rowOf: (entityName: string) => RowState;
  onChoose: (entityName: string, choice: Choice) => void;
  /** The administrators role: every level everywhere, nothing to choose. */
  allPowerful: boolean;
}

/** Where a row's entity is reached by nobody's levels: administrators only, or every signed-in user reading it. */
function Fixed({ entity }: { entity: SecuredEntity }) {
  const { t } = useTranslation();
  return <Tag>{t(entity.signedInRead ? 'accessmatrix.everyonereads' : 'accessmatrix.adminonly')}</Tag>;
}

function Status({ status }: { status: RowState['status'] }) {
  const { t } = useTranslation();
  if (status === 'idle') return <span className="access-matrix__status" />;
  return (
    <span className="access-matrix__status" role="status" data-status={status}>
      {status === 'saving' ? <LoadingOutlined aria-hidden /> : <CheckOutlined aria-hidden />}{' '}
      {t(status === 'saving' ? 'accessmatrix.saving' : 'accessmatrix.saved')}
    </span>
  );
}

/**
 * The matrix of one role: the entities as rows grouped by area, each with the ten levels (those
 * that may be given there: no Edit Owner where it would reveal other people's values) and "none".
 * On a phone each row is a card of its own (access-matrix.css).
 */
export function AccessMatrixRows({ entities, rowOf, onChoose, allPowerful }: RowsProps) {
  const { t } = useTranslation();
  const areas = [...new Set(entities.map((e) => e.area))];
  return (
    <div className="access-matrix" data-testid="access-matrix">
      {areas.map((area) => (
        <section key={area} className="access-matrix__area" aria-labelledby={`access-area-${area}`}>
          <h3 id={`access-area-${area}`} className="access-matrix__area-title">
            {t(`area.${area}`)}
          </h3>
          {entities
            .filter((entity) => entity.area === area)
            .map((entity) => {
              const row = rowOf(entity.name);
              const label = t(`entity.${entity.resource}`);
              return (
                <div key={entity.name} className="access-matrix__row" data-testid={`access-row-${entity.name}`}>
                  <span className="access-matrix__entity">{label}</span>
                  {allPowerful ? (
                    <Tag color="gold">{t('enum.SecurityAccess.accessType.AllGrants')}</Tag>
                  ) : entity.levels.length === 0 ? (
                    <Fixed entity={entity} />
                  ) : (
                    <Select<Choice>
                      className="access-matrix__choice"
                      aria-label={`${label}: ${t('accessmatrix.level')}`}
                      data-testid={`access-choice-${entity.name}`}
                      value={row.choice}
                      disabled={row.status === 'saving'}
                      // Eleven choices at most: every one rendered (a screen reader and a search find them all).
                      virtual={false}
                      popupMatchSelectWidth={false}
                      onChange={(choice) => onChoose(entity.name, choice)}
                      options={[
                        { value: 'none', label: t('accessmatrix.none') },
                        ...ACCESS_LEVELS.filter((level) => entity.levels.includes(level)).map((level) => ({
                          value: level,
                          label: t(`enum.SecurityAccess.accessType.${level}`),
                        })),
                      ]}
                    />
                  )}
                  <Status status={row.status} />
                </div>
              );
            })}
        </section>
      ))}
    </div>
  );
}
