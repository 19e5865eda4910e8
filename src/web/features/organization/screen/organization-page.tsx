import { Tabs } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { canEditCompanySettings } from '../../../../domain/people/permissions';
import { lazyNamed } from '../../../shared/lazy-named';
import { useSignedInSession } from '../../../shared/session';
import { PageTitle } from '../../../components/page-title';
import { loadAuditLog } from '../../audit';
import { CompanySettingsButton } from '../../company';
import { FindPerson } from '../chart/find-person';
import { OrgChart } from '../chart/org-chart';
import { PageSpinner } from '../../../components/page-spinner';
import { focusOf, tabOf, type OrgTab } from './organization-view';
import { useWiderThan } from '../../../shared/use-wider-than';

// The chart opens first; the directory (and antd's table) loads with its tab, the company drawer (the CEO and
// org admins) with its first opening (CompanySettingsButton).
const EmployeeDirectory = lazyNamed(() => import('../directory/employee-directory'), 'EmployeeDirectory');
const AuditLog = lazyNamed(loadAuditLog, 'AuditLog');

/** /v3/organization and /v3/organization/{id}: the org chart centred on a person, and the employee directory. */
export function OrganizationPage() {
  const { t } = useTranslation('organization');
  const { Profile } = useSignedInSession();
  const { userId } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const compact = !useWiderThan('lg');
  // The audit log's tab: the CEO and org admins only (the same people as the company settings).
  const seesAudit = canEditCompanySettings(Profile);
  const tab: OrgTab | 'audit' = seesAudit && params.get('tab') === 'audit' ? 'audit' : tabOf(params);
  const focusId = focusOf(userId, Profile);

  const showTab = (next: OrgTab | 'audit') => {
    const nextParams = new URLSearchParams(params);
    if (next === 'chart') nextParams.delete('tab');
    else nextParams.set('tab', next);
    setParams(nextParams, { replace: true });
  };

  // The chart with its bar (view buttons and the person finder) fills the window below the tabs.
  const chartHeight = compact ? 'max(464px, calc(100dvh - 192px))' : 'max(520px, calc(100vh - 208px))';
  return (
    <>
      <PageTitle extra={<CompanySettingsButton />}>{t('page.title')}</PageTitle>
      <Tabs
        activeKey={tab}
        onChange={(key) => showTab(key as OrgTab | 'audit')}
        destroyOnHidden
        items={[
          {
            key: 'chart',
            label: t('page.chartTab'),
            children: (
              // The person finder is in the chart's bar, beside its view buttons, not in the tab bar: a tab list holds
              // tabs only.
              <OrgChart
                key={focusId ?? 'top'}
                focusId={focusId}
                youId={Profile.Id}
                compact={compact}
                height={chartHeight}
                tools={<FindPerson width={compact ? '100%' : 280} onPick={(id) => void navigate(`/v3/organization/${id}`)} />}
              />
            ),
          },
          {
            key: 'directory',
            label: t('page.directoryTab'),
            children: (
              <Suspense fallback={<PageSpinner />}>
                <EmployeeDirectory compact={compact} />
              </Suspense>
            ),
          },
          ...(seesAudit
            ? [
                {
                  key: 'audit',
                  label: t('page.auditTab'),
                  children: (
                    <Suspense fallback={<PageSpinner />}>
                      <AuditLog compact={compact} />
                    </Suspense>
                  ),
                },
              ]
            : []),
        ]}
      />
    </>
  );
}
