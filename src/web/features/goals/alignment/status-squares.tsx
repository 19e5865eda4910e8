import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AlignmentNode } from '../../../../contract/goals';
import { trendOf } from '../../../../domain/goals/weekly-status';
import { likelihoodColor, qualityColor } from '../../../components/scale-colors';
import { statusText } from './alignment-rules';

const SIZE = 14;

/** The newest likelihood (square) and quality (bar below it) in the fixed colours, and the likelihood trend. */
export function StatusSquares({ node }: { node: AlignmentNode }) {
  const { t } = useTranslation('goals');
  const trend = trendOf(node.LikelihoodDelta);
  const text = statusText(node, t);
  return (
    <Tooltip title={text}>
      <span role="img" aria-label={text} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <span style={{ display: 'grid', gap: 2, width: SIZE }}>
          <span style={{ height: SIZE, borderRadius: 2, background: likelihoodColor(node.Likelihood) }} />
          <span style={{ height: SIZE / 2, borderRadius: 2, background: qualityColor(node.Quality) }} />
        </span>
        <span style={{ width: 14, display: 'inline-flex', justifyContent: 'center' }}>
          {trend === 'up' && <ArrowUpOutlined style={{ color: '#2E7D32' }} aria-hidden />}
          {trend === 'down' && <ArrowDownOutlined style={{ color: '#C62828' }} aria-hidden />}
        </span>
      </span>
    </Tooltip>
  );
}
