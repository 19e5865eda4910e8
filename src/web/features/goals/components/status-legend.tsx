import { ArrowUpOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { levelWords } from '../../../components/level-words';
import { LIKELIHOOD_COLORS, QUALITY_COLORS } from '../../../components/scale-colors';
import { LevelSquare } from './status-row';

function Scale({ name, labels, colors }: { name: string; labels: readonly string[]; colors: readonly string[] }) {
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 }}>
      <Typography.Text strong style={{ fontSize: 12 }}>
        {name}
      </Typography.Text>
      {labels.map((label, level) => (
        <span key={label} style={{ display: 'inline-flex', alignItems: 'center', gap: 3 }}>
          <LevelSquare color={colors[level]!} level={level} size={14} />
          <span>{label}</span>
        </span>
      ))}
    </span>
  );
}

/** What the squares on goal cards mean: each week's likelihood (top) and quality (below), and the arrow. */
export function StatusLegend() {
  const { t } = useTranslation('goals');
  return (
    <details style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.65)', marginBottom: 10 }}>
      <summary style={{ cursor: 'pointer', width: 'fit-content' }}>{t('legend.summary')}</summary>
      <div style={{ display: 'grid', gap: 4, marginTop: 6 }}>
        <span>{t('legend.squares')}</span>
        <Scale name={t('scale.likelihood')} labels={levelWords('likelihood', t)} colors={LIKELIHOOD_COLORS} />
        <Scale name={t('scale.quality')} labels={levelWords('quality', t)} colors={QUALITY_COLORS} />
        <span>
          <ArrowUpOutlined aria-hidden style={{ color: '#2E7D32' }} /> {t('legend.arrow')}
        </span>
      </div>
    </details>
  );
}
