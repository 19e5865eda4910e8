import { Breadcrumb, Tabs, Typography } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { lazyNamed } from '../../../shared/lazy-named';
import { useDocumentTitle } from '../../../components/document-title';
import { PageSpinner } from '../../../components/page-spinner';
import type { ProfileDetail } from '../../../../contract/profile';
import { GoalsTab } from '../tabs/goals-tab';
import { SettingsTab } from '../tabs/settings-tab';
import { loadNotesTab } from '../../notes';
import { AppraisalsTable } from '../../talent';
import { loadUserManualTab } from '../../user-manual';
import { ProfileBanners } from './profile-banners';
import { ProfileCard } from './profile-card';
import { ProfileOverlays } from './profile-overlays';
import { activeTab, visibleTabs, type ProfileTab } from './profile-rules';
import { useProfileOverlays } from './use-profile-overlays';
import { useWiderThan } from '../../../shared/use-wider-than';

// The reports table (antd Table, the heaviest piece) loads when the tab is first opened.
const DirectReportsTab = lazyNamed(() => import('../tabs/direct-reports-tab'), 'DirectReportsTab');
const NotesTab = lazyNamed(loadNotesTab, 'NotesTab');
const UserManualTab = lazyNamed(loadUserManualTab, 'UserManualTab');

/** The profile page: breadcrumb and name, banners, the person's card on the left and the tabs on the right. */
export function ProfileView({ profile }: { profile: ProfileDetail }) {
  const { t } = useTranslation('profile');
  const wide = useWiderThan('lg');
  const [params, setParams] = useSearchParams();
  const overlays = useProfileOverlays(profile);
  const tabs = visibleTabs(profile.Tabs);
  useDocumentTitle(profile.Name, 'page');
  const tab = activeTab(params.get('tab'), tabs);

  const content: Record<ProfileTab, () => ReactNode> = {
    goals: () => <GoalsTab profile={profile} />,
    reports: () => (
      <Suspense fallback={<PageSpinner />}>
        <DirectReportsTab profile={profile} onAction={overlays.run} onAdd={() => overlays.open({ kind: 'add' })} />
      </Suspense>
    ),
    manual: () => (
      <Suspense fallback={<PageSpinner />}>
        <UserManualTab profile={profile} />
      </Suspense>
    ),
    settings: () => <SettingsTab profile={profile} onChangePassword={() => overlays.open({ kind: 'password' })} />,
    appraisals: () => <AppraisalsTable userId={profile.Id} />,
    notes: () => (
      <Suspense fallback={<PageSpinner />}>
        <NotesTab profile={profile} />
      </Suspense>
    ),
  };

  return (
    <>
      <Breadcrumb
        style={{ marginBottom: 8 }}
        items={[{ title: <Link to="/v3/organization">{t('page.organization')}</Link> }, { title: profile.Name }]}
      />
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0, marginBottom: 16, overflowWrap: 'anywhere' }}>
        {profile.Name}
        {profile.IsSelf && (
          <Typography.Text type="secondary" style={{ fontSize: 20, fontWeight: 400 }}>
            {' '}
            {t('page.you')}
          </Typography.Text>
        )}
      </Typography.Title>
      <ProfileBanners profile={profile} notice={overlays.notice} onCloseNotice={overlays.clearNotice} />
      <div
        style={
          wide
            ? { display: 'grid', gridTemplateColumns: '320px minmax(0, 1fr)', gap: 24, alignItems: 'start' }
            : { display: 'grid', gap: 16 }
        }
      >
        <ProfileCard profile={profile} onOpen={overlays.open} onAction={overlays.run} />
        {tabs.length > 0 && tab && (
          <section
            aria-label={t('page.details')}
            style={{ background: '#fff', borderRadius: 8, padding: wide ? '4px 24px 24px' : '0 16px 16px', minWidth: 0 }}
          >
            <Tabs
              activeKey={tab}
              // Four tabs fit a phone's width with a narrower gap; overflowing, antd adds a button axe refuses in a tablist.
              tabBarGutter={wide ? undefined : 16}
              onChange={(key) =>
                setParams(
                  (p) => {
                    p.set('tab', key);
                    return p;
                  },
                  { replace: true },
                )
              }
              items={tabs.map((key) => ({ key, label: t(`tabs.${key}`), children: content[key]() }))}
            />
          </section>
        )}
      </div>
      <ProfileOverlays overlays={overlays} />
    </>
  );
}
