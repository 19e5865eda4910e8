import { Alert, Button, Empty, Result, theme } from 'antd';
import { useCallback, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api-client';
import { PageSpinner } from '../../../components/page-spinner';
import { useOrgExpansions, useOrgWindow } from '../api/get-org-data';
import { ChartCanvas } from './chart-canvas';
import { layoutChart } from './chart-layout';
import { indexNodes, initialExpanded, NODE_WIDTH, NODE_WIDTH_MOBILE, toggled } from './chart-rules';
import './org-chart.css';

type OrgChartProps = {
  /** The person to centre on; null for the top of the chart. */
  focusId: number | null;
  youId: number;
  compact: boolean;
  height: number | string;
  /** More of the bar above the chart, beside its view buttons. */
  tools?: ReactNode;
};

/**
 * The org chart around one person: their chain of managers with each level's people, and their reports.
 * Every other branch loads when someone expands it. Mount it with key={focusId} to start afresh.
 */
export function OrgChart({ focusId, youId, compact, height, tools }: OrgChartProps) {
  const { t } = useTranslation('organization');
  const { token } = theme.useToken();
  const window = useOrgWindow(focusId);
  const [expanded, setExpanded] = useState<Set<number> | null>(null);
  // Nodes whose reports were asked for; kept while the chart is open, so their answers stay merged.
  const [requested, setRequested] = useState<number[]>([]);
  const expansions = useOrgExpansions(requested);

  const data = window.data;
  if (data && expanded === null) setExpanded(initialExpanded(data));

  const index = useMemo(() => indexNodes([...(data?.Nodes ?? []), ...expansions.nodes]), [data, expansions.nodes]);
  const nodeWidth = compact ? NODE_WIDTH_MOBILE : NODE_WIDTH;
  const layout = useMemo(
    () => (data && data.RootId !== null && expanded ? layoutChart(index, data.RootId, expanded, nodeWidth, compact ? 2 : 6) : null),
    [index, data, expanded, nodeWidth, compact],
  );

  // Expanded nodes whose reports are not known yet are asked for (and stay asked for while the chart is open).
  const fresh = layout?.missing.filter((id) => !requested.includes(id)) ?? [];
  if (fresh.length > 0) setRequested([...requested, ...fresh]);

  const onToggle = useCallback((id: number) => setExpanded((prev) => toggled(prev ?? new Set(), id)), []);

  if (window.isPending) return <PageSpinner />;
  if (isApiError(window.error, 404) && focusId !== null) {
    // Observers and former employees are not on the chart: show it from the top, and say why.
    return (
      <>
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={window.error.message} description={t('chart.notOnChart')} />
        <OrgChart focusId={null} youId={youId} compact={compact} height={height} tools={tools} />
      </>
    );
  }
  if (window.isError) {
    return (
      <Result
        status="warning"
        title={t('chart.loadFailed')}
        subTitle={window.error.message}
        extra={<Button onClick={() => void window.refetch()}>{t('chart.tryAgain')}</Button>}
      />
    );
  }
  if (!layout || layout.nodes.length === 0) return <Empty description={t('chart.empty')} />;

  const failed = expansions.failed;
  const style = { '--org-primary': token.colorPrimary, '--org-focus-ring': token.colorPrimaryBorder } as CSSProperties;
  return (
    <div style={style}>
      {failed && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('chart.reportsFailed')}
          action={
            <Button size="small" onClick={() => void failed.refetch()}>
              {t('chart.tryAgain')}
            </Button>
          }
        />
      )}
      <ChartCanvas
        layout={layout}
        nodeWidth={nodeWidth}
        compact={compact}
        focusId={data?.FocusId ?? null}
        youId={youId}
        height={height}
        onToggle={onToggle}
        tools={tools}
      />
    </div>
  );
}
