import { Tooltip } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamProgress } from '../../../../contract/key-results';
import { levelWord } from '../../../components/level-words';
import { LIKELIHOOD_COLORS, NO_STATUS_COLOR, likelihoodColor } from '../../../components/scale-colors';
import { dayText } from '../../../shared/dates';
import { percentText } from '../../../shared/numbers';
import { useWiderThan } from '../../../shared/use-wider-than';
import { textOn } from '../progress-chart-rules';

const CELL = 44;
const FIRST: CSSProperties = {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: '#FFFFFF',
  paddingInlineEnd: 8,
  minWidth: 0,
};
const FUTURE = '#FAFAFA';

/**
 * Rows the goals, columns the weeks: each cell coloured by the week's likelihood and showing the goal's progress at
 * the week's end. Drawn for the eye (the table view reads the same to a screen reader); on a phone it scrolls sideways
 * with the goals' names held in place.
 */
export function TeamHeatMap({ progress, today, summary }: { progress: TeamProgress; today: string; summary: string }) {
  const { t } = useTranslation('goalDetail');
  // The weeks share what the card's width leaves; narrower than that, the map scrolls. On a phone the goals' names
  // keep a third of the width, so that the weeks beside them show.
  const names = useWiderThan('sm') ? 'minmax(160px, 280px)' : '120px';
  const columns = `${names} repeat(${progress.Weeks.length}, minmax(${CELL}px, 1fr))`;
  return (
    <div role="region" aria-label={summary} tabIndex={0} style={{ overflowX: 'auto', paddingBottom: 4 }}>
      <div aria-hidden style={{ display: 'grid', gridTemplateColumns: columns, gap: 2, minWidth: 'max-content', fontSize: 12 }}>
        <span style={FIRST} />
        {progress.Weeks.map((w) => (
          <span
            key={w.WeekId}
            title={`${t('keyResults.team.weekName', { week: w.Week })} · ${dayText(w.StartDate)}`}
            style={{
              textAlign: 'center',
              color: '#595959',
              fontWeight: w.StartDate <= today && today < nextStart(progress, w.Week) ? 600 : 400,
            }}
          >
            {t('keyResults.team.week', { week: w.Week })}
          </span>
        ))}
        {progress.Goals.map((goal) => (
          <Row key={goal.Id} goal={goal} weeks={progress.Weeks} today={today} />
        ))}
      </div>
    </div>
  );
}

/** The start of the week after `week`, or far ahead for the last: the week under way is the one `today` falls in. */
const nextStart = (p: TeamProgress, week: number) => p.Weeks.find((w) => w.Week === week + 1)?.StartDate ?? '9999-12-31';

function Row({ goal, weeks, today }: { goal: TeamProgress['Goals'][number]; weeks: TeamProgress['Weeks']; today: string }) {
  const { t } = useTranslation('goalDetail');
  const byWeek = new Map(goal.Weeks.map((w) => [w.WeekId, w]));
  return (
    <>
      <span style={{ ...FIRST, display: 'grid', lineHeight: 1.3, alignContent: 'center' }}>
        {/* A long title is cut here and shown whole on hover (not in a title attribute: a goal's title is data). */}
        <Tooltip title={goal.Title}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: '#1F1F1F' }}>{goal.Title}</span>
        </Tooltip>
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: '#595959', fontSize: 11 }}>
          {goal.OwnerName}
        </span>
      </span>
      {weeks.map((w) => {
        const cell = byWeek.get(w.WeekId);
        const future = w.StartDate > today;
        const background = future ? FUTURE : likelihoodColor(cell?.Likelihood);
        const likelihood = cell?.Likelihood == null ? t('keyResults.team.noUpdate') : levelWord('likelihood', cell.Likelihood);
        return (
          <span
            key={w.WeekId}
            title={future ? undefined : `${t('keyResults.team.weekName', { week: w.Week })}: ${likelihood}`}
            style={{
              height: 32,
              borderRadius: 4,
              display: 'grid',
              placeItems: 'center',
              background,
              color: textOn(background),
              border: future ? '1px dashed #D9D9D9' : undefined,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {cell?.Progress == null ? '' : percentText(cell.Progress)}
          </span>
        );
      })}
    </>
  );
}

/** What the colours mean: the five likelihood levels and a week without an update. */
export function LikelihoodLegend() {
  const { t } = useTranslation('goalDetail');
  const items = [
    ...LIKELIHOOD_COLORS.map((color, level) => ({ color, label: levelWord('likelihood', level) })),
    { color: NO_STATUS_COLOR, label: t('keyResults.team.noUpdate') },
  ];
  return (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 12px', margin: 0, padding: 0, listStyle: 'none', fontSize: 12 }}>
      {items.map((item) => (
        <li key={item.label} style={{ display: 'inline-flex', alignItems: 'center', gap: 4, color: '#595959' }}>
          <span aria-hidden style={{ width: 12, height: 12, borderRadius: 2, background: item.color }} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
