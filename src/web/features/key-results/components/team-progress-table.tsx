import { useTranslation } from 'react-i18next';
import type { TeamProgress } from '../../../../contract/key-results';
import { levelWord } from '../../../components/level-words';
import { percentText } from '../../../shared/numbers';

const CELL = { padding: '4px 8px', borderBottom: '1px solid #F0F0F0', whiteSpace: 'nowrap' } as const;

/** The heat map's figures as a table: a goal a row, each week its likelihood and the progress at its end. */
export function TeamProgressTable({ progress, today, summary }: { progress: TeamProgress; today: string; summary: string }) {
  const { t } = useTranslation('goalDetail');
  const begun = progress.Weeks.filter((w) => w.StartDate <= today);
  const cellText = (goal: TeamProgress['Goals'][number], weekId: number) => {
    const cell = goal.Weeks.find((w) => w.WeekId === weekId);
    const likelihood = cell?.Likelihood == null ? t('keyResults.team.noUpdate') : levelWord('likelihood', cell.Likelihood);
    return cell?.Progress == null ? likelihood : t('keyResults.team.cell', { likelihood, progress: percentText(cell.Progress) });
  };
  return (
    <div role="region" aria-label={summary} tabIndex={0} style={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', fontSize: 13 }}>
        <caption style={{ textAlign: 'start', color: 'rgba(0,0,0,0.65)', paddingBottom: 4 }}>{summary}</caption>
        <thead>
          <tr>
            <th scope="col" style={{ ...CELL, textAlign: 'start' }}>
              {t('keyResults.team.goal')}
            </th>
            <th scope="col" style={{ ...CELL, textAlign: 'start' }}>
              {t('keyResults.team.owner')}
            </th>
            {begun.map((w) => (
              <th key={w.WeekId} scope="col" style={{ ...CELL, textAlign: 'start' }}>
                {t('keyResults.team.weekName', { week: w.Week })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {progress.Goals.map((goal) => (
            <tr key={goal.Id}>
              <th scope="row" style={{ ...CELL, textAlign: 'start', fontWeight: 400, whiteSpace: 'normal', minWidth: 160 }}>
                {goal.Title}
              </th>
              <td style={CELL}>{goal.OwnerName}</td>
              {begun.map((w) => (
                <td key={w.WeekId} style={CELL}>
                  {cellText(goal, w.WeekId)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
