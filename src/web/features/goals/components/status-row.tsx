import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import dayjs from 'dayjs';
import type { Goal } from '../../../../contract/goals';
import { trendOf } from '../../../../domain/goals/weekly-status';
import { likelihoodColor, NO_STATUS_COLOR, qualityColor } from './scale-colors';
import { compactWeeks, hasStatusRow, statusNote, type WeekSlot } from './status-weeks';

const SIZE = 12;
const AHEAD_COLOR = '#F0F0F0';

const weekName = (slot: WeekSlot) => `Week of ${dayjs(slot.startDate).format('MMM D')}`;

function slotText(slot: WeekSlot, status: Goal['MostRecentGoalStatus']): string {
  if (slot.kind === 'status' && status) return `${weekName(slot)}: ${statusNote(status)}`;
  if (slot.kind === 'ahead') return `${weekName(slot)}: not begun`;
  return `${weekName(slot)}: no status`;
}

const fill = (slot: WeekSlot, color: string) =>
  slot.kind === 'status' ? color : slot.kind === 'no-update' ? NO_STATUS_COLOR : slot.kind === 'ahead' ? AHEAD_COLOR : 'transparent';

type StatusRowProps = { goal: Pick<Goal, 'State' | 'PeriodStartDate' | 'MostRecentGoalStatus'>; currentWeekStart: string | null };

/**
 * The compact status row of the last four weeks: likelihood on top, quality below, in the fixed colours, and
 * the likelihood trend. A list goal carries only its newest status, so the row shows that week and the weeks
 * since; the weeks before it are left blank (the goal's detail shows them all).
 */
export function StatusRow({ goal, currentWeekStart }: StatusRowProps) {
  if (!hasStatusRow(goal)) return null;
  const slots = compactWeeks(goal, currentWeekStart);
  const status = goal.MostRecentGoalStatus;
  const trend = trendOf(status?.LikelihoodDelta);
  const summary = status ? `Latest status: ${statusNote(status)}` : 'No weekly status yet';

  return (
    <span role="img" aria-label={summary} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <span style={{ display: 'inline-grid', gridTemplateColumns: `repeat(${slots.length}, ${SIZE}px)`, gap: 3 }}>
        {slots.map((slot) =>
          slot.kind === 'earlier' ? (
            <span key={slot.startDate} />
          ) : (
            <Tooltip key={slot.startDate} title={slotText(slot, status)}>
              <span style={{ display: 'grid', gap: 2 }}>
                <span style={{ height: SIZE, borderRadius: 2, background: fill(slot, likelihoodColor(slot.likelihood)) }} />
                <span style={{ height: SIZE / 2, borderRadius: 2, background: fill(slot, qualityColor(slot.quality)) }} />
              </span>
            </Tooltip>
          ),
        )}
      </span>
      <span style={{ width: 14, display: 'inline-flex', justifyContent: 'center' }}>
        {trend === 'up' && <ArrowUpOutlined style={{ color: '#2E7D32' }} aria-hidden />}
        {trend === 'down' && <ArrowDownOutlined style={{ color: '#C62828' }} aria-hidden />}
      </span>
    </span>
  );
}
