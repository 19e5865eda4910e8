import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { clampPercent, scaleEnds } from '../manual-rules';

type ScaleBarProps = { name: string; text: string; total: number };

/** A scale 'A/B' as a bar from A to B with the person's place on it, and what that place means. */
export function ScaleBar({ name, text, total }: ScaleBarProps) {
  const { t } = useTranslation('manual');
  const [left, right] = scaleEnds(name);
  const at = clampPercent(total);
  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, marginBottom: 6 }}>
        <Typography.Text strong>{left}</Typography.Text>
        <Typography.Text strong>{right}</Typography.Text>
      </div>
      <div
        role="img"
        aria-label={t('report.scalePosition', { at, left, right })}
        style={{ position: 'relative', height: 10, borderRadius: 5, background: 'linear-gradient(90deg, #d6e4ff, #f0f0f0 50%, #d9f7be)' }}
      >
        <span
          style={{
            position: 'absolute',
            top: -5,
            left: `calc(${at}% - 10px)`,
            width: 20,
            height: 20,
            borderRadius: '50%',
            background: '#1f1f1f',
            border: '3px solid #fff',
            boxShadow: '0 0 0 1px #1f1f1f',
          }}
        />
      </div>
      <Typography.Paragraph style={{ marginTop: 10, marginBottom: 0 }}>{text}</Typography.Paragraph>
    </div>
  );
}
