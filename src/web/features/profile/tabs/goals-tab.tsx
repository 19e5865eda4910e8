import { LoadMoreFooter } from '../../../components/load-more-footer';
import { PlusOutlined } from '@ant-design/icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Select, theme } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProfileDetail } from '../../../../contract/profile';
import { lazyNamed } from '../../../shared/lazy-named';
import { useSignedInSession } from '../../../shared/session';
import { PageSpinner } from '../../../components/page-spinner';
import { GoalCard, loadGoalFormDrawer, mayAddGoal, periodLabel, usePeriods } from '../../goals';
import { getUserGoals, PROFILE_GOALS_PAGE } from '../api/get-profile';
import { personGoalsKey } from '../api/people-keys';
import { defaultQuarter, personGoalsHref } from '../page/profile-rules';

const GoalFormDrawer = lazyNamed(loadGoalFormDrawer, 'GoalFormDrawer');

/** Goals tab: a quarter, the person's goals in it that the viewer may see, and the way to the goals screen. */
export function GoalsTab({ profile }: { profile: ProfileDetail }) {
  const { t } = useTranslation('profile');
  const { Profile: me, Period } = useSignedInSession();
  const { token } = theme.useToken();
  const periods = usePeriods();
  const currentId = periods.data?.Current?.Id ?? Period?.Id;
  const [chosen, setChosen] = useState<number | undefined>();
  const periodId = chosen ?? defaultQuarter(periods.data?.Periods ?? [], currentId);
  const [adding, setAdding] = useState(false);
  const goals = useInfiniteQuery({
    queryKey: personGoalsKey(profile.Id, periodId ?? 0),
    queryFn: ({ pageParam, signal }) => getUserGoals(profile.Id, periodId!, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PROFILE_GOALS_PAGE < last.count ? pages.length + 1 : undefined),
    enabled: periodId !== undefined,
  });

  const selected = periods.data?.Periods.find((p) => p.Id === periodId);
  const current = periods.data?.Periods.find((p) => p.Id === currentId);
  const quarter = selected ? periodLabel(selected) : t('goalsTab.thisQuarter');
  const canAdd = profile.IsSelf && mayAddGoal({ role: me.RoleName, selectedStart: selected?.StartDate, currentStart: current?.StartDate });
  const items = goals.data?.pages.flatMap((page) => page.data) ?? [];
  const total = goals.data?.pages.at(-1)?.count ?? 0;

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 12,
          flexWrap: 'wrap',
        }}
      >
        <Select
          aria-label={t('goalsTab.quarter')}
          value={periodId}
          loading={periods.isPending}
          options={periods.data?.Periods.map((p) => ({ value: p.Id, label: periodLabel(p) }))}
          onChange={setChosen}
          style={{ width: 130 }}
        />
        <Link to={personGoalsHref(profile.Id, periodId, currentId)}>
          {profile.IsSelf ? t('goalsTab.openMine') : t('goalsTab.openTheirs', { name: profile.Name })}
        </Link>
      </div>
      {periods.isError && periods.data === undefined ? (
        <Alert type="error" showIcon title={periods.error.message} />
      ) : goals.isError && goals.data === undefined ? (
        <Alert type="error" showIcon title={goals.error.message} />
      ) : goals.isPending ? (
        <PageSpinner />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('goalsTab.empty', { quarter })} style={{ paddingBlock: 24, margin: 0 }}>
          {canAdd && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('goalsTab.addGoal')}
            </Button>
          )}
        </Empty>
      ) : (
        <section aria-label={t('goalsTab.list', { name: profile.Name })}>
          {/* On the layout's grey, as on the goals screen, so each card reads as one. */}
          <ul
            style={{
              listStyle: 'none',
              margin: 0,
              padding: 8,
              display: 'grid',
              gap: 8,
              background: token.colorBgLayout,
              borderRadius: token.borderRadiusLG,
            }}
          >
            {items.map((goal) => (
              <li key={goal.Id}>
                <GoalCard
                  goal={goal}
                  to={personGoalsHref(profile.Id, periodId, currentId, goal.Id)}
                  selected={false}
                  currentWeekStart={Period?.WeekStartDate ?? null}
                />
              </li>
            ))}
          </ul>
          <LoadMoreFooter
            shown={items.length}
            total={total}
            noun={[t('goalsTab.nounOne'), t('goalsTab.nounMany')]}
            hasMore={goals.hasNextPage}
            loading={goals.isFetchingNextPage}
            onMore={() => void goals.fetchNextPage()}
          />
        </section>
      )}
      {adding && (
        <Suspense>
          <GoalFormDrawer open periodId={periodId} onClose={() => setAdding(false)} onSaved={() => setAdding(false)} />
        </Suspense>
      )}
    </div>
  );
}
