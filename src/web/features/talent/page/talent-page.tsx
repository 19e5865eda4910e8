import { SettingOutlined } from '@ant-design/icons';
import { Button, Tabs } from 'antd';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { lazyNamed } from '../../../shared/lazy-named';
import { useSignedInSession } from '../../../shared/session';
import { PageTitle } from '../../../components/page-title';
import { askerOf, isTalentAdmin, seesAllAppraisals } from '../../../../domain/askers';
import { AppraisalDrawerLazy } from '../appraisal/appraisal-drawer-lazy';
import { AppraisalsTable } from '../appraisal/appraisals-table';
import { MatrixTab } from './matrix-tab';
import { OverviewTab } from './overview-tab';
import { afterAddressedAppraisal, scopeOf, scopePath, talentTabs, type TalentTab } from './talent-rules';
import { useWiderThan } from '../../../shared/use-wider-than';
import { CalibrationTab } from '../calibration/calibration-tab';
import { seesCalibrations } from '../calibration/calibration-rules';
import { FeedbackTab } from '../feedback/feedback-tab';
import { seesFeedback } from '../feedback/feedback-rules';

const TalentSettingsDrawer = lazyNamed(() => import('../settings/talent-settings-drawer'), 'TalentSettingsDrawer');

function tabOfPath(pathname: string): TalentTab {
  if (pathname.startsWith('/v3/talent/matrix')) return 'matrix';
  if (pathname.startsWith('/v3/talent/calibration')) return 'calibration';
  if (pathname.startsWith('/v3/talent/feedback')) return 'feedback';
  if (pathname.startsWith('/v3/talent/myappraisal') || pathname.startsWith('/v3/talent/appraisal')) return 'myappraisal';
  return 'overview';
}

/** /v3/talent: Overview, Talent Matrix and My Appraisals (spec 001 §2), and the talent settings for those who keep them. */
export function TalentPage() {
  const { t } = useTranslation('talent');
  const { Profile } = useSignedInSession();
  const { pathname, key: locationKey } = useLocation();
  const params = useParams<{ periodId?: string; userId?: string; appraisalId?: string }>();
  const navigate = useNavigate();
  const [settings, setSettings] = useState(false);
  const wide = useWiderThan('md');
  const tabs: TalentTab[] = [
    ...talentTabs(Profile),
    ...(seesCalibrations(askerOf(Profile)) ? (['calibration'] as const) : []),
    ...(seesFeedback(Profile) ? (['feedback'] as const) : []),
  ];
  const asked = tabOfPath(pathname);
  const tab = tabs.includes(asked) ? asked : tabs[0]!;
  const seesOrganisation = seesAllAppraisals(askerOf(Profile));
  const scope = scopeOf(params, { Id: Profile.Id, seesOrganisation });
  const keepsSettings = isTalentAdmin(askerOf(Profile));
  const openId = params.appraisalId && /^\d{1,15}$/.test(params.appraisalId) ? Number(params.appraisalId) : null;
  // An appraisal opened by its address (a reminder, a notification) closes back to where the person came from.
  const leaveAddressed = () => {
    const to = afterAddressedAppraisal(locationKey);
    if (to === -1) void navigate(-1);
    else void navigate(to, { replace: true });
  };

  const content: Record<TalentTab, () => ReactNode> = {
    overview: () => <OverviewTab scope={scope} />,
    matrix: () => <MatrixTab scope={scope} />,
    myappraisal: () => <AppraisalsTable userId={Profile.Id} />,
    calibration: () => <CalibrationTab />,
    feedback: () => <FeedbackTab />,
  };

  const go = (key: string) =>
    navigate(
      key === 'myappraisal' || key === 'calibration' || key === 'feedback'
        ? `/v3/talent/${key}`
        : scopePath(key as 'overview' | 'matrix', scope),
    );

  return (
    <>
      <PageTitle
        extra={
          keepsSettings && (
            <Button icon={<SettingOutlined />} onClick={() => setSettings(true)}>
              {t('page.settings')}
            </Button>
          )
        }
      >
        {t('page.title')}
      </PageTitle>
      <section style={{ background: '#fff', borderRadius: 8, padding: wide ? '4px 24px 24px' : '0 16px 16px' }}>
        <Tabs
          id="talent"
          activeKey={tab}
          // On a phone the tabs scroll sideways as one row of real tabs: antd's own bar folds those that do not fit into
          // a 'more' button inside the tab list, which a screen reader cannot use as a tab (axe: aria-required-children).
          renderTabBar={wide ? undefined : () => <ScrollingTabBar tabs={tabs} active={tab} label={(k) => t(`tabs.${k}`)} onPick={go} />}
          onChange={go}
          items={tabs.map((key) => ({ key, label: t(`tabs.${key}`), children: key === tab ? content[key]() : null }))}
        />
      </section>
      {openId && <AppraisalDrawerLazy key={openId} target={{ kind: 'view', id: openId }} onClose={leaveAddressed} />}
      {settings && (
        <Suspense fallback={null}>
          <TalentSettingsDrawer onClose={() => setSettings(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The talent tabs on a phone: one sideways-scrolling row of tabs tied to antd's panels (`talent-panel-<key>`). */
function ScrollingTabBar(p: { tabs: TalentTab[]; active: TalentTab; label: (key: TalentTab) => string; onPick: (key: TalentTab) => void }) {
  return (
    <div role="tablist" style={{ display: 'flex', gap: 20, overflowX: 'auto', borderBottom: '1px solid #f0f0f0', marginBottom: 16 }}>
      {p.tabs.map((key) => (
        <div
          key={key}
          id={`talent-tab-${key}`}
          role="tab"
          tabIndex={key === p.active ? 0 : -1}
          aria-selected={key === p.active}
          aria-controls={`talent-panel-${key}`}
          onClick={() => p.onPick(key)}
          onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && p.onPick(key)}
          style={{
            padding: '12px 0',
            whiteSpace: 'nowrap',
            cursor: 'pointer',
            color: key === p.active ? '#1f5f99' : undefined,
            borderBottom: key === p.active ? '2px solid #1f5f99' : '2px solid transparent',
          }}
        >
          {p.label(key)}
        </div>
      ))}
    </div>
  );
}
