import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LETTER_COLORS, type LetterBar } from '../../../../domain/user-manual/report-reading';
import { percentText } from '../../../shared/numbers';

/** The four shares as horizontal bars, each labelled by its letter, name and percentage. */
export function LetterBars({ bars }: { bars: LetterBar[] }) {
  const { t } = useTranslation('manual');
  return (
    <ul aria-label={t('report.shares')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {bars.map((bar) => (
        <li key={bar.letter}>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, marginBottom: 4 }}>
            <Typography.Text>
              <Typography.Text strong>{bar.letter}</Typography.Text> {t(`letters.${bar.letter}`)}
            </Typography.Text>
            <Typography.Text strong>{percentText(bar.percent)}</Typography.Text>
          </div>
          <div aria-hidden style={{ height: 12, borderRadius: 6, background: '#f0f0f0', overflow: 'hidden' }}>
            <div style={{ width: `${bar.percent}%`, height: '100%', background: LETTER_COLORS[bar.letter], borderRadius: 6 }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
