import { Alert, Button, Result, Tabs } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GoalInfo } from '../../../../contract/goals';
import { isApiError } from '../../../shared/api-client';
import { useDocumentTitle } from '../../../components/document-title';
import { PageSpinner } from '../../../components/page-spinner';
import { useGoalInfo } from '../api/get-goal-info';
import { CommentGoalContext } from './comment-goal';
import { DetailHeader } from './detail-header';
import { DetailsTab } from './details-tab';
import { activeTab, visibleTabs, type DetailTab } from './detail-tabs';
import { HierarchyTab } from './hierarchy-tab';
import { HistoryTab } from './history-tab';
import { OverviewTab } from './overview-tab';
import { WeekTimeline } from './week-timeline';
import { SectionLevel } from './section-level';
import { useWiderThan } from '../../../shared/use-wider-than';

type GoalDetailProps = { goalId: number; onBack?: () => void; asSubGoal?: boolean };

/** One goal: header with its actions, the weekly status timeline and the tabs of spec 000 §2. */
export function GoalDetail({ goalId, onBack, asSubGoal = false }: GoalDetailProps) {
  const { t } = useTranslation('goalDetail');
  const info = useGoalInfo(goalId);

  if (info.isPending) return <PageSpinner />;
  // Only a first load that failed shows its error: a failed refetch keeps what is shown, and any dialog open on it.
  if (info.data === undefined) {
    if (isApiError(info.error, 404)) {
      return (
        <Result
          status="404"
          title={t('page.notFound')}
          extra={
            <>
              {onBack && <Button onClick={onBack}>{t('page.back')}</Button>}
              <Link to="/v3/goals">{t('page.goToGoals')}</Link>
            </>
          }
        />
      );
    }
    return (
      <Alert
        type="error"
        showIcon
        title={info.error.message}
        action={
          <Button size="small" onClick={() => void info.refetch()}>
            {t('page.tryAgain')}
          </Button>
        }
      />
    );
  }
  // A new goal starts on its own first tab.
  return <GoalDetailBody key={goalId} info={info.data} onBack={onBack} asSubGoal={asSubGoal} />;
}

function GoalDetailBody({ info, onBack, asSubGoal }: { info: GoalInfo; onBack?: () => void; asSubGoal: boolean }) {
  const { t } = useTranslation('goalDetail');
  const [chosen, setChosen] = useState<DetailTab | null>(null);
  useDocumentTitle(asSubGoal ? null : info.Goal.GoalDetail.Title);
  // On a phone the four tab names only fit side by side when set a little tighter.
  const phone = !useWiderThan('sm');
  const tabs = visibleTabs({ childCount: info.Goal.ChildCount, ancestorCount: info.Ancestors.length, asSubGoal });
  const content: Record<DetailTab, () => ReactNode> = {
    overview: () => <OverviewTab goalId={info.Goal.Id} renderSubGoal={(id) => <GoalDetail goalId={id} asSubGoal />} />,
    details: () => <DetailsTab info={info} />,
    history: () => <HistoryTab info={info} />,
    hierarchy: () => <HierarchyTab info={info} />,
  };

  const commentGoal = { goalId: info.Goal.Id, owner: { Id: info.Goal.User.Id, Name: info.Goal.User.Name } };

  return (
    <article aria-label={info.Goal.GoalDetail.Title}>
      <CommentGoalContext value={commentGoal}>
        <SectionLevel value={onBack ? 2 : 3}>
          <DetailHeader info={info} onBack={onBack} />
          <WeekTimeline info={info} />
          <Tabs
            size={phone ? 'small' : 'middle'}
            tabBarGutter={phone ? 14 : undefined}
            activeKey={activeTab(chosen, tabs)}
            onChange={(key) => setChosen(key as DetailTab)}
            items={tabs.map((key) => ({ key, label: t(`tabs.${key}`), children: content[key]() }))}
          />
        </SectionLevel>
      </CommentGoalContext>
    </article>
  );
}
