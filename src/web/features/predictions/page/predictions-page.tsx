import { Button, Card, Empty, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { useFirstGoal } from '../api/get-prediction';
import { GoalSwitcher } from '../components/goal-switcher';
import { PredictionMatrixView } from './prediction-matrix-view';
import { usePredictionView } from './use-prediction-view';
import { useWiderThan } from '../../../shared/use-wider-than';

/**
 * /v3/predictions and /v3/predictions/{goalId} (spec 000 §2): the prediction matrix of a goal. Without a
 * goal (or with 0) it opens the viewer's current goal, or says there is none and points to the goals.
 */
export function PredictionsPage() {
  const { t } = useTranslation('predictions');
  const { goalId, invalid, view, show } = usePredictionView();
  const navigate = useNavigate();
  const { search } = useLocation();
  const wide = useWiderThan('lg');
  const first = useFirstGoal(goalId === null && !invalid);
  const choose = (id: number) => void navigate(`/v3/predictions/${id}`);
  const title = <PageTitle extra={<GoalSwitcher onChoose={choose} />}>{t('page.title')}</PageTitle>;

  if (goalId !== null) {
    return (
      <>
        {title}
        <PredictionMatrixView key={goalId} goalId={goalId} view={view} wide={wide} onView={show} />
      </>
    );
  }
  if (!invalid && first.isPending) return <PageSpinner />;
  if (!invalid && first.data?.GoalId) return <Navigate to={`/v3/predictions/${first.data.GoalId}${search}`} replace />;
  if (!invalid && first.isError) {
    return (
      <>
        {title}
        <Result
          status="warning"
          title={first.error.message}
          extra={<Button onClick={() => void first.refetch()}>{t('page.tryAgain')}</Button>}
        />
      </>
    );
  }
  return (
    <>
      {title}
      <Card>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={invalid ? t('page.noSuchGoal') : t('page.noGoal')}>
          <Link to={invalid ? '/v3/goals' : '/v3/goals?scope=mine'}>{invalid ? t('page.goToGoals') : t('page.seeYourGoals')}</Link>
        </Empty>
      </Card>
    </>
  );
}
