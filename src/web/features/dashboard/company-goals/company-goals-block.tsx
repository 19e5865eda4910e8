import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Skeleton, Typography } from 'antd';
import { Suspense, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { lazyNamed } from '../../../shared/lazy-named';
import { useSignedInSession } from '../../../shared/session';
import { GoalCard, goalsHref, loadGoalFormDrawer, scopeOptions, useCompanyGoals } from '../../goals';
import { mayAddCompanyGoal, mayEditTheme } from '../dashboard-rules';
import { ThemeBanner } from './theme-banner';

const GoalFormDrawer = lazyNamed(loadGoalFormDrawer, 'GoalFormDrawer');

/** The CEO's published goals of the running quarter under the quarter's theme, with 'View All'. */
export function CompanyGoalsBlock({ listStyle }: { listStyle?: CSSProperties }) {
  const { t } = useTranslation('dashboard');
  const session = useSignedInSession();
  const { Period } = session;
  const navigate = useNavigate();
  const goals = useCompanyGoals();
  const [adding, setAdding] = useState(false);
  const [formUsed, setFormUsed] = useState(false);
  const defaultScope = scopeOptions(session.Profile)[0]!.value;
  const hrefOf = (id: number) => goalsHref({ GoalSelectFilter: 'CompanyGoals' }, id, defaultScope);
  const quarter = Period ? t('companyGoals.quarter', { quarter: Period.Quarter, year: Period.Year }) : null;
  const mayAdd = mayAddCompanyGoal(session);

  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('companyGoals.title')}</h2>}
      extra={
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', justifyContent: 'flex-end', columnGap: 16 }}>
          <Link to="/v3/goals/alignment">{t('companyGoals.viewAlignment')}</Link>
          <Link to="/v3/goals/type/company">{t('companyGoals.viewAll')}</Link>
        </span>
      }
      // On a phone the two links stack beside the title rather than cut it ('Unternehmensziele' is long).
      styles={{ title: { flex: 'none' }, extra: { flex: '0 1 auto', minWidth: 0 } }}
      style={{ height: '100%' }}
    >
      <ThemeBanner quarter={quarter} mayEdit={mayEditTheme(session)} />
      {goals.isPending ? (
        <Skeleton active />
      ) : goals.isError ? (
        <Alert type="error" showIcon title={goals.error.message} />
      ) : goals.data.Goals.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('companyGoals.empty')} style={{ marginBlock: 16 }}>
          {mayAdd && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => {
                setFormUsed(true);
                setAdding(true);
              }}
            >
              {t('companyGoals.addGoal')}
            </Button>
          )}
        </Empty>
      ) : (
        <>
          <ul
            aria-label={t('companyGoals.listLabel')}
            style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8, ...listStyle }}
          >
            {goals.data.Goals.map((goal) => (
              <li key={goal.Id}>
                <GoalCard goal={goal} to={hrefOf(goal.Id)} selected={false} currentWeekStart={Period?.WeekStartDate ?? null} />
              </li>
            ))}
          </ul>
          {goals.data.count > goals.data.Goals.length && (
            <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
              {t('companyGoals.shown', { shown: goals.data.Goals.length, total: goals.data.count })}{' '}
              <Link to="/v3/goals/type/company">{t('companyGoals.viewAll')}</Link>
            </Typography.Paragraph>
          )}
        </>
      )}
      {formUsed && (
        <Suspense>
          <GoalFormDrawer open={adding} onClose={() => setAdding(false)} onSaved={(goal) => navigate(hrefOf(goal.Id))} />
        </Suspense>
      )}
    </Card>
  );
}
