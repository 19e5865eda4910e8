import { CaretUpFilled } from '@ant-design/icons';
import { Popover, Typography } from 'antd';
import { Drawer } from '../../../components/drawer';
import { useState, type ButtonHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoalInfo } from '../../../../contract/goals';
import { useSignedInSession } from '../../../shared/session';
import { timelineCells, type TimelineCell } from './timeline-cells';
import { WeekStatusPanel } from './week-status-panel';
import { useWiderThan } from '../../../shared/use-wider-than';

const OPEN_OUTLINE = '#3781C2';

/** The weekly status row: one cell per week, likelihood over quality; a click opens that week's status. */
export function WeekTimeline({ info }: { info: GoalInfo }) {
  const { t } = useTranslation('goalDetail');
  const { Period } = useSignedInSession();
  const cells = timelineCells(info.GoalWeeklyStates, Period);
  const [openWeek, setOpenWeek] = useState<number | null>(null);
  const wide = useWiderThan('md');
  if (cells.length === 0) return null;
  const openCell = cells.find((c) => c.weekId === openWeek);

  return (
    <section aria-label={t('timeline.title')} style={{ marginBottom: 16 }}>
      <Typography.Text strong style={{ display: 'block', marginBottom: 6 }}>
        {t('timeline.title')}
      </Typography.Text>
      <div style={{ overflowX: 'auto', paddingBottom: 2 }}>
        <div style={{ display: 'flex', gap: 3, minWidth: cells.length * 17 }}>
          {cells.map((cell) =>
            wide ? (
              <Popover
                key={cell.weekId}
                trigger="click"
                placement="bottom"
                open={openWeek === cell.weekId}
                onOpenChange={(open) => setOpenWeek(open ? cell.weekId : null)}
                destroyOnHidden
                content={
                  <div style={{ width: 320 }}>
                    <WeekStatusPanel cell={cell} info={info} />
                  </div>
                }
              >
                <WeekCell cell={cell} />
              </Popover>
            ) : (
              <WeekCell key={cell.weekId} cell={cell} onClick={() => setOpenWeek(cell.weekId)} />
            ),
          )}
        </div>
      </div>
      <Legend open={cells.some((c) => c.isOpen)} current={cells.some((c) => c.isCurrent)} />
      {!wide && (
        // On a phone the week opens in a sheet from the bottom, where there is room to read and comment.
        <Drawer
          placement="bottom"
          size="auto"
          open={openCell !== undefined}
          onClose={() => setOpenWeek(null)}
          destroyOnHidden
          title={t('timeline.title')}
        >
          {openCell && <WeekStatusPanel cell={openCell} info={info} />}
        </Drawer>
      )}
    </section>
  );
}

// The popover hands its trigger a ref and click handlers; the cell passes them on to its button.
type WeekCellProps = { cell: TimelineCell; ref?: Ref<HTMLButtonElement> } & ButtonHTMLAttributes<HTMLButtonElement>;

function WeekCell({ cell, ...rest }: WeekCellProps) {
  return (
    <button
      type="button"
      aria-label={cell.label}
      title={cell.label}
      {...rest}
      style={{
        flex: '1 1 0',
        minWidth: 14,
        maxWidth: 44,
        padding: 0,
        border: 0,
        background: 'none',
        cursor: 'pointer',
        display: 'grid',
        gap: 2,
        justifyItems: 'center',
      }}
    >
      <span
        style={{
          width: '100%',
          display: 'grid',
          gridTemplateRows: '18px 8px',
          gap: 1,
          borderRadius: 3,
          outline: cell.isOpen ? `2px dashed ${OPEN_OUTLINE}` : undefined,
          outlineOffset: 1,
        }}
      >
        <span style={{ background: cell.likelihoodColor, borderRadius: '3px 3px 0 0' }} />
        <span style={{ background: cell.qualityColor, borderRadius: '0 0 3px 3px' }} />
      </span>
      <span
        style={{
          fontSize: 11,
          lineHeight: '14px',
          color: cell.isCurrent ? OPEN_OUTLINE : 'rgba(0,0,0,0.55)',
          fontWeight: cell.isCurrent ? 700 : 400,
        }}
      >
        {cell.week}
      </span>
      <CaretUpFilled aria-hidden style={{ fontSize: 10, color: OPEN_OUTLINE, visibility: cell.isCurrent ? 'visible' : 'hidden' }} />
    </button>
  );
}

function Legend({ open, current }: { open: boolean; current: boolean }) {
  const { t } = useTranslation('goalDetail');
  const item = { display: 'inline-flex', alignItems: 'center', gap: 4 } as const;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 14, rowGap: 2, fontSize: 12, color: 'rgba(0,0,0,0.6)' }}>
      <span>{t('timeline.legendScales')}</span>
      {current && (
        <span style={item}>
          <CaretUpFilled aria-hidden style={{ color: OPEN_OUTLINE }} /> {t('timeline.thisWeek')}
        </span>
      )}
      {open && (
        <span style={item}>
          <span aria-hidden style={{ width: 10, height: 10, outline: `2px dashed ${OPEN_OUTLINE}` }} /> {t('timeline.openForUpdate')}
        </span>
      )}
      <span style={item}>
        <span aria-hidden style={{ width: 10, height: 10, background: '#D9D9D9' }} /> {t('timeline.noStatus')}
      </span>
    </div>
  );
}
