import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import i18next from 'i18next';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Goal } from '../../../../contract/goals';
import { trendOf } from '../../../../domain/goals/weekly-status';
import { likelihoodColor, NO_STATUS_COLOR, qualityColor } from '../../../components/scale-colors';
import { compactWeeks, hasStatusRow, levelDigit, slotTooltip, statusNote, trendText, type WeekSlot } from './status-weeks';

const SIZE = 13;
const AHEAD_COLOR = '#F0F0F0';

const fill = (slot: WeekSlot, color: string) =>
  slot.kind === 'status' ? color : slot.kind === 'no-update' ? NO_STATUS_COLOR : slot.kind === 'ahead' ? AHEAD_COLOR : 'transparent';

/** A week's first day, month and day in the language shown: 'Feb 12' / '12. Feb.'. */
const monthDay = (date: string) =>
  new Intl.DateTimeFormat(i18next.language || 'en', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

// The middle colours (amber, light green) are too light for white digits.
const LIGHT_FILLS = new Set(['#F9A825', '#7CB342']);

/** One level square with its digit (1–5) on the fixed colour, so the colours are told apart at card size. */
export function LevelSquare({ color, level, size = SIZE }: { color: string; level?: number; size?: number }) {
  const style: CSSProperties = {
    width: size,
    height: size,
    borderRadius: 2,
    background: color,
    color: LIGHT_FILLS.has(color) ? 'rgba(0, 0, 0, 0.85)' : '#fff',
    fontSize: size - 4,
    fontWeight: 600,
    lineHeight: `${size}px`,
    textAlign: 'center',
  };
  return (
    <span aria-hidden style={style}>
      {levelDigit(level)}
    </span>
  );
}

type StatusRowProps = { goal: Pick<Goal, 'State' | 'PeriodStartDate' | 'MostRecentGoalStatus'>; currentWeekStart: string | null };

/**
 * The compact status row of the last four weeks: likelihood on top, quality below, in the fixed colours with
 * their level digit, and the likelihood trend. A list goal carries only its newest status, so the row shows that
 * week and the weeks since; the weeks before it are left blank (the goal's detail shows them all).
 */
export function StatusRow({ goal, currentWeekStart }: StatusRowProps) {
  const { t } = useTranslation('goals');
  if (!hasStatusRow(goal)) return null;
  const slots = compactWeeks(goal, currentWeekStart);
  const status = goal.MostRecentGoalStatus;
  const trend = trendOf(status?.LikelihoodDelta);
  const moved = status ? trendText(status, goal.PeriodStartDate, t) : null;
  const summary = status ? t('status.latest', { note: statusNote(status, t) }) : t('status.none');

  return (
    <span role="img" aria-label={summary} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <span style={{ display: 'inline-grid', gridTemplateColumns: `repeat(${slots.length}, ${SIZE}px)`, gap: 3 }}>
        {slots.map((slot) =>
          slot.kind === 'earlier' ? (
            <span key={slot.startDate} />
          ) : (
            <Tooltip key={slot.startDate} title={slotTooltip(slot, goal.PeriodStartDate, monthDay(slot.startDate), t)}>
              <span data-testid="status-square" style={{ display: 'grid', gap: 2 }}>
                <LevelSquare color={fill(slot, likelihoodColor(slot.likelihood))} level={slot.likelihood} />
                <LevelSquare color={fill(slot, qualityColor(slot.quality))} level={slot.quality} />
              </span>
            </Tooltip>
          ),
        )}
      </span>
      <span style={{ width: 14, display: 'inline-flex', justifyContent: 'center' }}>
        {moved && (
          <Tooltip title={moved}>
            {trend === 'up' ? (
              <ArrowUpOutlined style={{ color: '#2E7D32' }} aria-label={moved} role="img" />
            ) : (
              <ArrowDownOutlined style={{ color: '#C62828' }} aria-label={moved} role="img" />
            )}
          </Tooltip>
        )}
      </span>
    </span>
  );
}
