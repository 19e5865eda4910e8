import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { goalRoutes } from '../../../../contract/routes/goals';
import { call, isApiError } from '../../../shared/api-client';
import { PageSpinner } from '../../../components/page-spinner';

// The weekly status, which names its goal.
const getGoalStatus = (id: number, signal?: AbortSignal) => call(goalRoutes.goalStatus, { params: { id }, signal });

/** /v3/notifications/goalstatus/{id}: finds the goal of a weekly status and opens it (spec 001 §2). */
export function GoalStatusRedirectPage() {
  const { t } = useTranslation('notifications');
  const statusId = Number(useParams().statusId);
  const valid = Number.isInteger(statusId) && statusId > 0;
  const status = useQuery({
    queryKey: ['goal-status', statusId],
    queryFn: ({ signal }) => getGoalStatus(statusId, signal),
    enabled: valid,
  });

  if (valid && status.isPending) return <PageSpinner />;
  if (valid && status.data) return <Navigate to={`/v3/goals/${status.data.GoalId}`} replace />;

  const gone = !valid || isApiError(status.error, 404);
  return (
    <Result
      status={gone ? '404' : 'warning'}
      title={gone ? t('goalStatus.gone') : status.error?.message}
      extra={
        <>
          {!gone && <Button onClick={() => void status.refetch()}>{t('page.tryAgain')}</Button>}
          <Link to="/v3/notifications">{t('goalStatus.back')}</Link>
        </>
      }
    />
  );
}
