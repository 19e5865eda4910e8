import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CompanyProgress } from '../../../../contract/key-results';
import { percentText } from '../../../shared/numbers';

const SHARE = '#1F5F99';

/** The share of the company's measured goals on track at each week's end, as bars (none for a week under way); the card writes the summary. */
export function CompanyProgressChart({ progress, summary }: { progress: CompanyProgress; summary: string }) {
  const { t } = useTranslation('goalDetail');
  const percent = (value: unknown) => (typeof value === 'number' ? percentText(value) : '');
  const name = t('keyResults.company.share');
  return (
    <figure style={{ margin: 0 }} aria-label={summary}>
      <div style={{ width: '100%', height: 220 }}>
        <ResponsiveContainer>
          <BarChart data={progress.Weeks} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer>
            <CartesianGrid stroke="#F0F0F0" vertical={false} />
            <XAxis dataKey="Week" tickLine={false} interval={0} tick={{ fontSize: 11, fill: '#595959' }} />
            <YAxis
              domain={[0, 100]}
              ticks={[0, 25, 50, 75, 100]}
              tickFormatter={percent}
              width={48}
              tick={{ fontSize: 12, fill: '#595959' }}
            />
            <Tooltip
              formatter={(value) => [percent(value), name]}
              labelFormatter={(week) => `${t('keyResults.company.week')} ${String(week)}`}
            />
            <Bar name={name} dataKey="Share" fill={SHARE} radius={[3, 3, 0, 0]} minPointSize={2} isAnimationActive={false}>
              {/* A week with no goal on track reads 0 %, not as a week left out. */}
              <LabelList dataKey="Share" position="top" formatter={percent} style={{ fontSize: 11, fill: '#595959' }} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
