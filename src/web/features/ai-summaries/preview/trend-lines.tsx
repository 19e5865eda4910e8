import { Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { trendSentence, type TrendWeek } from '../../../../domain/ai/quarter-trend';

const W = 320;
const H = 140;
const PAD = { left: 22, right: 8, top: 8, bottom: 22 };

/** The quarter's weekly likelihood and quality (1–5) as two lines, as the deck's chart draws them; the sentence says it in words. */
export function TrendLines({ trend }: { trend: TrendWeek[] }) {
  const { t } = useTranslation('ai');
  const { token } = theme.useToken();
  const x = (i: number) => PAD.left + (trend.length === 1 ? 0.5 : i / (trend.length - 1)) * (W - PAD.left - PAD.right);
  const y = (level: number) => PAD.top + ((5 - level) / 4) * (H - PAD.top - PAD.bottom);
  const line = (pick: (w: TrendWeek) => number) => trend.map((w, i) => `${x(i)},${y(pick(w))}`).join(' ');
  const series = [
    { name: t('trend.likelihood'), color: token.colorPrimary, points: line((w) => w.likelihood) },
    { name: t('trend.quality'), color: token.colorTextSecondary, points: line((w) => w.quality) },
  ];
  return (
    <figure style={{ margin: 0 }}>
      <Typography.Text strong>{t('trend.title')}</Typography.Text>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={trendSentence(trend)} style={{ display: 'block' }}>
        {[1, 2, 3, 4, 5].map((level) => (
          <g key={level}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(level)} y2={y(level)} stroke={token.colorBorderSecondary} />
            <text x={0} y={y(level) + 4} fontSize={10} fill={token.colorTextSecondary}>
              {level}
            </text>
          </g>
        ))}
        {/* Past eight weeks every other label, so that the numbers never run into each other. */}
        {trend.map(
          (w, i) =>
            (trend.length <= 8 || i % 2 === 0) && (
              <text key={w.week} x={x(i)} y={H - 6} fontSize={10} textAnchor="middle" fill={token.colorTextSecondary}>
                {t('trend.week', { week: w.week })}
              </text>
            ),
        )}
        {series.map((s) => (
          <polyline key={s.name} points={s.points} fill="none" stroke={s.color} strokeWidth={2} />
        ))}
      </svg>
      <figcaption style={{ display: 'flex', gap: 16, fontSize: 12 }}>
        {series.map((s) => (
          <span key={s.name}>
            <span
              aria-hidden
              style={{ display: 'inline-block', width: 12, height: 3, background: s.color, verticalAlign: 'middle', marginRight: 6 }}
            />
            {s.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
