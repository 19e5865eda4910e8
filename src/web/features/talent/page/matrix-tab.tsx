import { Empty, List, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PersonAvatar } from '../../../components/person-avatar';
import type { TalentLabels } from '../../../../contract/talent';
import { useTalentLabels, useTalentOverview } from '../api/talent-api';
import { NotAuthorized } from './not-authorized';
import { ScopeBar } from './scope-bar';
import { cellCount, matrixAxes, TONE_FILLS, type Scope } from './talent-rules';
import { combinedTone } from '../../../../domain/talent/ratings';
import { useWiderThan } from '../../../shared/use-wider-than';
import { numberText } from '../../../shared/numbers';

/** The Talent Matrix: people of the scope by primary (across) and secondary rating (up); a cell opens its people. */
export function MatrixTab({ scope }: { scope: Scope }) {
  const { t } = useTranslation('talent');
  const [params, setParams] = useSearchParams();
  const cell = /^(\d)-(\d)$/.exec(params.get('cell') ?? '');
  const picked = cell ? { primary: Number(cell[1]), secondary: Number(cell[2]) } : null;
  const path = { a: scope.periodId, b: scope.userId, c: scope.c };
  const overview = useTalentOverview(path, { pageSize: 1, matrix: '1' });
  const people = useTalentOverview(picked ? path : null, { pageSize: 100, ...(picked ?? {}) });
  const labels = useTalentLabels();
  const wide = useWiderThan('md');

  if (overview.isPending || labels.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (overview.data === undefined || labels.data === undefined) return <NotAuthorized error={overview.error ?? labels.error} back />;
  const o = overview.data;
  if (!o.Period) return <Empty description={t('overview.beforeFirst')} />;
  const m = o.Matrix!;
  const pick = (p: number, s: number) =>
    setParams(
      (q) => {
        if (picked?.primary === p && picked.secondary === s) q.delete('cell');
        else q.set('cell', `${p}-${s}`);
        return q;
      },
      { replace: true },
    );

  return (
    <>
      <ScopeBar tab="matrix" scope={scope} overview={o}>
        <Typography.Text type="secondary">
          {t('matrix.counts', { rated: numberText(m.Rated), unrated: numberText(m.Unrated) })}
        </Typography.Text>
      </ScopeBar>
      {m.Rated === 0 ? (
        <Empty description={t('matrix.noData')} />
      ) : (
        <div
          style={{ display: 'grid', gridTemplateColumns: wide && picked ? 'minmax(0, 1fr) 300px' : '1fr', gap: 24, alignItems: 'start' }}
        >
          <MatrixGrid labels={labels.data} cells={m.Cells} size={m.Size} picked={picked} onPick={pick} compact={!wide} />
          {picked && (
            <section aria-labelledby="cell-people">
              <Typography.Title level={3} id="cell-people" style={{ fontSize: 16 }}>
                {labels.data.PrimaryLabels[picked.primary - 1]?.Label} · {labels.data.SecondaryLabels[picked.secondary - 1]?.Label}
              </Typography.Title>
              {people.isPending ? (
                <Skeleton active />
              ) : (
                <List
                  dataSource={people.data?.users ?? []}
                  locale={{ emptyText: t('matrix.nobody') }}
                  renderItem={(u) => (
                    <List.Item>
                      <List.Item.Meta
                        avatar={<PersonAvatar name={u.Name} src={u.Avatar} />}
                        title={<Link to={`/v3/profile/${u.Id}?tab=appraisals`}>{u.Name}</Link>}
                        description={u.JobTitle}
                      />
                    </List.Item>
                  )}
                />
              )}
            </section>
          )}
        </div>
      )}
    </>
  );
}

type GridProps = {
  labels: TalentLabels;
  cells: { Primary: number; Secondary: number; Count: number }[];
  size: number;
  picked: { primary: number; secondary: number } | null;
  onPick: (primary: number, secondary: number) => void;
  compact: boolean;
};

function MatrixGrid({ labels, cells, size, picked, onPick, compact }: GridProps) {
  const { t } = useTranslation('talent');
  const { rows, columns } = matrixAxes(size);
  const f = labels.FormLable;
  const cellHeight = compact ? 64 : size === 5 ? 80 : 110;
  return (
    <figure style={{ margin: 0 }} aria-label={t('matrix.figure', { secondary: f.SecondaryAxisName, primary: f.PrimaryAxisName })}>
      <div style={{ display: 'grid', gridTemplateColumns: `${compact ? 64 : 120}px repeat(${size}, minmax(0, 1fr))`, gap: 6 }}>
        {rows.map((s) => (
          <div key={`row-${s}`} style={{ display: 'contents' }}>
            <div style={{ alignSelf: 'center', fontSize: 12, color: '#595959', overflowWrap: 'anywhere' }}>
              {labels.SecondaryLabels[s - 1]?.Label}
            </div>
            {columns.map((p) => {
              const count = cellCount(cells, p, s);
              const on = picked?.primary === p && picked.secondary === s;
              return (
                <button
                  key={`${p}-${s}`}
                  type="button"
                  onClick={() => onPick(p, s)}
                  aria-pressed={on}
                  aria-label={t('matrix.cell', {
                    primary: labels.PrimaryLabels[p - 1]?.Label,
                    secondary: labels.SecondaryLabels[s - 1]?.Label,
                    count,
                  })}
                  style={{
                    height: cellHeight,
                    border: on ? '2px solid #1f1f1f' : '1px solid #d9d9d9',
                    borderRadius: 8,
                    background: TONE_FILLS[combinedTone(p, s, size)],
                    fontSize: compact ? 18 : 24,
                    fontWeight: 600,
                    color: '#1f1f1f',
                    cursor: 'pointer',
                  }}
                >
                  {count}
                </button>
              );
            })}
          </div>
        ))}
        <div />
        {columns.map((p) => (
          <div key={`col-${p}`} style={{ textAlign: 'center', fontSize: 12, color: '#595959', overflowWrap: 'anywhere' }}>
            {labels.PrimaryLabels[p - 1]?.Label}
          </div>
        ))}
      </div>
      <figcaption style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8, fontSize: 12, color: '#595959' }}>
        <span>↑ {f.SecondaryAxisName}</span>
        <span>{f.PrimaryAxisName} →</span>
      </figcaption>
    </figure>
  );
}
