import { CompassOutlined } from '@ant-design/icons';
import { Card, Skeleton, Tag, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StrategySummary } from '../../../../contract/strategy';
import { RichText } from '../../../components/rich-text';
import { summaryColumns } from './strategy-card-rules';

function CardTitle({ draft }: { draft: boolean }) {
  const { t } = useTranslation('dashboard');
  const { token } = theme.useToken();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <CompassOutlined aria-hidden style={{ color: token.colorPrimary }} />
      <h2 style={{ fontSize: 16, margin: 0 }}>{t('strategyCard.title')}</h2>
      {draft && <Tag color="gold">{t('strategyCard.draft')}</Tag>}
    </span>
  );
}

/**
 * The card's place while its summary loads: about the height of three short statements, so the blocks below do not
 * jump down when it arrives (they did, by 265 px: Lighthouse's layout shift 0.25 on the dashboard).
 */
export function StrategyCardPlaceholder() {
  return (
    <Card title={<CardTitle draft={false} />}>
      <Skeleton active title={false} paragraph={{ rows: 5 }} />
    </Card>
  );
}

/** The dashboard's strategy card: the published mission, vision and values, and 'View Details'. */
export function StrategySummaryCard({ summary }: { summary: StrategySummary }) {
  const { t } = useTranslation('dashboard');
  const { token } = theme.useToken();
  const columns = summaryColumns(summary);
  return (
    <Card
      title={<CardTitle draft={summary.CanEdit && summary.IsDraft} />}
      extra={<Link to="/v3/strategy">{t('strategyCard.viewDetails')}</Link>}
    >
      {columns.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('strategyCard.unpublished')}
        </Typography.Paragraph>
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 16 }}>
          {columns.map(({ field }) => {
            const html = summary.StrategyBasic[field];
            const label = t(`strategyCard.field.${field}`);
            return (
              <section key={field} aria-label={label} style={{ minWidth: 0 }}>
                <h3
                  style={{
                    fontSize: 13,
                    fontWeight: 600,
                    margin: '0 0 6px',
                    color: token.colorTextSecondary,
                    textTransform: 'uppercase',
                    letterSpacing: 0.4,
                  }}
                >
                  {label}
                </h3>
                {html ? (
                  <RichText html={html} className="trellis-clamp" />
                ) : (
                  <Typography.Text type="secondary">{t('strategyCard.notPublished')}</Typography.Text>
                )}
              </section>
            );
          })}
        </div>
      )}
    </Card>
  );
}
