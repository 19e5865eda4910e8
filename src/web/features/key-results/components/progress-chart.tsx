import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { likelihoodColor, qualityColor } from '../../../components/scale-colors';
import { percentText } from '../../../shared/numbers';
import { chartTop, type WeekPoint } from '../progress-weeks';

type ProgressChartProps = { points: WeekPoint[]; summary: string };

const PROGRESS = '#1F5F99';
const EXPECTED = '#595959';

/**
 * Progress by week (a line that stops at this week) against the expected straight line, with each week's likelihood
 * and quality as two rows of squares beneath. The table view beside it holds the same figures for screen readers.
 */
export function ProgressChart({ points, summary }: ProgressChartProps) {
  const { t } = useTranslation('goalDetail');
  const progress = t('keyResults.chart.progress');
  const expected = t('keyResults.chart.expected');
  const percent = (value: unknown) => (typeof value === 'number' ? percentText(value) : '');
  return (
    <figure style={{ margin: 0 }} aria-label={summary}>
      <div style={{ width: '100%', height: 220 }}>
        <ResponsiveContainer>
          <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer>
            <CartesianGrid stroke="#F0F0F0" vertical={false} />
            <XAxis dataKey="week" tickLine={false} tick={{ fontSize: 12, fill: '#595959' }} />
            <YAxis domain={[0, chartTop(points)]} tickFormatter={percent} width={64} tick={{ fontSize: 12, fill: '#595959' }} />
            <Tooltip
              formatter={(value, name) => [percent(value), name]}
              labelFormatter={(week) => `${t('keyResults.chart.week')} ${String(week)}`}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Line name={expected} dataKey="expected" stroke={EXPECTED} strokeDasharray="5 4" dot={false} isAnimationActive={false} />
            <Line name={progress} dataKey="progress" stroke={PROGRESS} strokeWidth={2} connectNulls={false} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <div aria-hidden style={{ display: 'grid', gridTemplateColumns: `64px repeat(${points.length}, 1fr)`, gap: 2, paddingInlineEnd: 16 }}>
        {(['likelihood', 'quality'] as const).map((scale) => (
          <Strip
            key={scale}
            label={t(`keyResults.chart.${scale}`)}
            colors={points.map((p) => (scale === 'likelihood' ? likelihoodColor(p.likelihood) : qualityColor(p.quality)))}
          />
        ))}
      </div>
      <figcaption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{summary}</figcaption>
    </figure>
  );
}

function Strip({ label, colors }: { label: string; colors: string[] }) {
  return (
    <>
      <span style={{ fontSize: 11, color: '#595959', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={label}>
        {label}
      </span>
      {colors.map((color, i) => (
        <span key={i} style={{ height: 10, borderRadius: 2, background: color }} />
      ))}
    </>
  );
}
