import { DownloadOutlined, TeamOutlined } from '@ant-design/icons';
import { App, Button, Empty, Input, List, Skeleton, Table, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { downloadFile } from '../../../shared/download';
import { PersonAvatar } from '../../../components/person-avatar';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { talentRoutes as e } from '../../../../contract/routes/talent';
import type { AppraisalSummary, TalentOverview } from '../../../../contract/talent';
import { useTalentOverview } from '../api/talent-api';
import type { AppraisalTarget } from '../appraisal/appraisal-drawer';
import { AppraisalDrawerLazy } from '../appraisal/appraisal-drawer-lazy';
import { StatusTag } from '../appraisal/status-tag';
import { NotAuthorized } from './not-authorized';
import { ScopeBar } from './scope-bar';
import { periodLabel, scopePath, type Scope } from './talent-rules';
import { useWiderThan } from '../../../shared/use-wider-than';
import { numberText } from '../../../shared/numbers';
import { errorText } from '../../../shared/api-client';
import { CLEARABLE } from '../../../components/clearable';

const PAGE_SIZE = 20;

type Row = TalentOverview['users'][number] & { appraisal: AppraisalSummary | null };

/** The Overview tab: the people in scope with their appraisal status for the chosen quarter. */
export function OverviewTab({ scope }: { scope: Scope }) {
  const { t } = useTranslation('talent');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const wide = useWiderThan('md');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const [target, setTarget] = useState<AppraisalTarget | null>(null);
  // The table renders in the background once its answer is in, in slices the browser can answer between (decision 059).
  const overview = useDeferredValue(
    useTalentOverview({ a: scope.periodId, b: scope.userId, c: scope.c }, { page, pageSize: PAGE_SIZE, search: debounced || undefined }),
  );

  if (overview.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  // Only a first load that failed shows its error: a failed refetch keeps what is shown, and any dialog open on it.
  if (overview.data === undefined) return <NotAuthorized error={overview.error} back />;
  const o = overview.data;
  if (!o.Period) return <Empty description={t('overview.beforeFirst')} />;
  const period = o.Period;
  const byUser = new Map(o.evaluations.map((a) => [a.UserId, a]));
  const rows: Row[] = o.users.map((u) => ({ ...u, appraisal: byUser.get(u.Id) ?? null }));
  const canStart = (r: Row) => !r.appraisal && period.IsOpen && o.directreports.includes(r.Id);
  const quarter = periodLabel(period, t);

  const action = (r: Row) =>
    r.appraisal ? (
      <Button
        size="small"
        onClick={() => setTarget({ kind: 'view', id: r.appraisal!.Id })}
        aria-label={t('overview.viewOf', { name: r.Name })}
      >
        {t('actions.view')}
      </Button>
    ) : canStart(r) ? (
      <Button
        size="small"
        type="primary"
        onClick={() => setTarget({ kind: 'create', userId: r.Id, userName: r.Name, periodId: period.Id, quarter })}
      >
        {t('actions.start')}
      </Button>
    ) : null;
  const team = (r: Row) =>
    r.ReportCount > 0 ? (
      <Button size="small" icon={<TeamOutlined />} onClick={() => navigate(scopePath('overview', { periodId: period.Id, userId: r.Id }))}>
        {t('overview.team', { number: numberText(r.ReportCount) })}
      </Button>
    ) : null;
  const person = (r: Row) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, minWidth: 0 }}>
      <PersonAvatar name={r.Name} src={r.Avatar} />
      <div style={{ minWidth: 0 }}>
        <Link to={`/v3/profile/${r.Id}?tab=appraisals`}>{r.Name}</Link>
        {r.JobTitle && (
          <div>
            <Typography.Text type="secondary">{r.JobTitle}</Typography.Text>
          </div>
        )}
      </div>
    </div>
  );
  const download = () =>
    downloadFile(e.complianceExcel, { params: { a: period.Id, b: scope.userId, c: scope.c } }, t('overview.complianceFile')).catch(
      (err) => void message.error(errorText(err)),
    );

  return (
    <>
      <ScopeBar tab="overview" scope={scope} overview={o}>
        <Input.Search
          placeholder={t('overview.search')}
          aria-label={t('overview.search')}
          allowClear={CLEARABLE}
          value={search}
          onChange={(ev) => {
            setSearch(ev.target.value);
            setPage(1);
          }}
          style={{ width: wide ? 220 : '100%' }}
        />
        <Button icon={<DownloadOutlined />} onClick={() => void download()}>
          {t('overview.download')}
        </Button>
      </ScopeBar>
      {rows.length === 0 ? (
        <Empty description={debounced ? t('overview.noMatch') : t('overview.noAppraisals')} />
      ) : wide ? (
        <Table<Row>
          rowKey="Id"
          dataSource={rows}
          loading={overview.isFetching && overview.isPlaceholderData}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: o.count,
            onChange: setPage,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
          columns={[
            { title: t('overview.employee'), key: 'name', render: (_, r) => person(r) },
            { title: t('overview.manager'), dataIndex: 'ManagerName', render: (v: string | null) => v ?? '—' },
            {
              title: t('overview.status'),
              key: 'status',
              render: (_, r) => <StatusTag state={r.appraisal?.State ?? null} progress={r.appraisal?.Progress} />,
            },
            {
              title: t('overview.actions'),
              key: 'actions',
              align: 'right',
              render: (_, r) => (
                <span style={{ display: 'inline-flex', gap: 8 }}>
                  {team(r)}
                  {action(r)}
                </span>
              ),
            },
          ]}
        />
      ) : (
        <List
          dataSource={rows}
          pagination={
            o.count > PAGE_SIZE ? { current: page, pageSize: PAGE_SIZE, total: o.count, onChange: setPage, size: 'small' } : false
          }
          renderItem={(r) => (
            <List.Item style={{ display: 'block' }}>
              {person(r)}
              <div
                style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, marginTop: 8, flexWrap: 'wrap' }}
              >
                <StatusTag state={r.appraisal?.State ?? null} progress={r.appraisal?.Progress} />
                <span style={{ display: 'inline-flex', gap: 8 }}>
                  {team(r)}
                  {action(r)}
                </span>
              </div>
            </List.Item>
          )}
        />
      )}
      {target && <AppraisalDrawerLazy target={target} onClose={() => setTarget(null)} />}
    </>
  );
}
