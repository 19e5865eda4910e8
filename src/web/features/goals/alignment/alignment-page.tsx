import { NodeCollapseOutlined, NodeExpandOutlined } from '@ant-design/icons';
import { Button, Card, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useSignedInSession } from '../../../shared/session';
import { useDepartments } from '../../organization';
import { usePeriods } from '../api/get-goal-choices';
import { periodLabel } from '../screen/goal-scopes';
import { BranchList } from './alignment-branch';
import { useWiderThan } from '../../../shared/use-wider-than';

const idOf = (v: string | null) => (v && /^[1-9]\d{0,14}$/.test(v) ? Number(v) : null);

/**
 * /v3/goals/alignment: a quarter's company goals with everything aligned below them, a branch loaded as it
 * opens. The quarter and department are in the URL (`?period=…&dept=…`), so a link shows the same tree. Expand all
 * opens every branch as it loads (a branch's first page of goals); Collapse all closes them.
 */
export function AlignmentPage() {
  const { t } = useTranslation('goals');
  const { Period } = useSignedInSession();
  const [params, setParams] = useSearchParams();
  const narrow = !useWiderThan('md');
  const periods = usePeriods();
  const departments = useDepartments();
  const periodId = idOf(params.get('period')) ?? periods.data?.Current?.Id ?? Period?.Id ?? null;
  const dept = params.get('dept') || null;
  // Expand all and Collapse all start the tree afresh (`round` in its key) with every branch open or closed; the
  // branches already loaded come from the cache.
  const [all, setAll] = useState({ open: false, round: 0 });
  const openAll = (open: boolean) => setAll((a) => ({ open, round: a.round + 1 }));
  const set = (key: string, value: string | null) => {
    setAll((a) => ({ open: false, round: a.round }));
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <>
      <PageTitle extra={<Link to="/v3/goals/type/company">{t('scope.CompanyGoals')}</Link>}>{t('alignment.title')}</PageTitle>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
        <Select
          aria-label={t('quarter')}
          value={periodId ?? undefined}
          placeholder={t('quarter')}
          loading={!periods.data}
          options={periods.data?.Periods.map((p) => ({ value: p.Id, label: periodLabel(p, t) }))}
          onChange={(id: number) => set('period', String(id))}
          style={{ flex: '0 1 120px', minWidth: 110 }}
        />
        <Select
          aria-label={t('alignment.department')}
          value={dept ?? undefined}
          placeholder={t('alignment.allDepartments')}
          allowClear
          showSearch
          loading={departments.isPending}
          options={departments.data?.Departments.map((d) => ({ value: d, label: d }))}
          onChange={(d: string | undefined) => set('dept', d ?? null)}
          style={{ flex: '1 1 200px', maxWidth: 280 }}
        />
        <span style={{ display: 'inline-flex', gap: 8, marginInlineStart: 'auto' }}>
          <Button icon={<NodeExpandOutlined />} onClick={() => openAll(true)}>
            {t('alignment.expandAll')}
          </Button>
          <Button icon={<NodeCollapseOutlined />} onClick={() => openAll(false)}>
            {t('alignment.collapseAll')}
          </Button>
        </span>
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
        {dept ? t('alignment.introDepartment', { department: dept }) : t('alignment.intro')}
      </Typography.Paragraph>
      <Card styles={{ body: { padding: narrow ? 8 : 16 } }}>
        {periodId !== null && (
          <ul role="tree" aria-label={t('alignment.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            <BranchList
              // A new quarter or department starts from a closed tree.
              key={`${periodId}:${dept}:${all.round}`}
              branch={{ periodId, parentId: null, dept }}
              depth={0}
              layout={{ narrow, startOpen: all.open }}
              empty={dept ? t('alignment.emptyDepartment', { department: dept }) : t('alignment.empty')}
            />
          </ul>
        )}
      </Card>
    </>
  );
}
