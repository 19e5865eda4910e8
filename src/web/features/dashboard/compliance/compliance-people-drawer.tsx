import { LoadMoreFooter } from '../../../components/load-more-footer';
import { Alert, Skeleton, Typography } from 'antd';
import { Drawer } from '../../../components/drawer';
import dayjs from 'dayjs';
import i18next, { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompliancePerson } from '../../../../contract/dashboard';
import type { ComplianceMode, ComplianceScope } from '../../../../domain/dashboard/compliance';
import { PersonAvatar } from '../../../components/person-avatar';
import { useCompliancePeople } from '../api/get-compliance';
import { drillDownTitle } from './compliance-rules';
import { useWiderThan } from '../../../shared/use-wider-than';

type DrawerProps = { scope: ComplianceScope; mode: ComplianceMode; count: number; onClose: () => void };

/** The people behind a compliance figure, by name, twenty at a time. */
export function CompliancePeopleDrawer({ scope, mode, count, onClose }: DrawerProps) {
  const { t } = useTranslation('dashboard');
  const wide = useWiderThan('md');
  const people = useCompliancePeople(scope, mode);
  const items = people.data?.pages.flatMap((p) => p.data) ?? [];
  const total = people.data?.pages.at(-1)?.count ?? count;

  return (
    <Drawer open title={drillDownTitle(mode, scope, t)} size={wide ? 480 : '100%'} onClose={onClose}>
      {people.isPending ? (
        <Skeleton active avatar />
      ) : people.isError ? (
        <Alert type="error" showIcon title={people.error.message} />
      ) : (
        <>
          <ul aria-label={t('compliancePeople.listLabel')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
            {items.map((person) => (
              <li key={person.Id} style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
                <PersonAvatar name={person.Name} src={person.Avatar} />
                <div style={{ minWidth: 0, display: 'grid' }}>
                  <Link to={`/v3/profile/${person.Id}`}>{person.Name}</Link>
                  <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                    {[person.JobTitle, person.OrgUnit].filter(Boolean).join(' · ') || '—'}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                    {detailOf(t, mode, person)}
                  </Typography.Text>
                </div>
              </li>
            ))}
          </ul>
          <LoadMoreFooter
            shown={items.length}
            total={total}
            hasMore={people.hasNextPage}
            loading={people.isFetchingNextPage}
            onMore={() => void people.fetchNextPage()}
          />
        </>
      )}
    </Drawer>
  );
}

/** A day without its year, as the language writes it: 'Jul 20' / '20. Juli'. */
const shortDay = (day: string) =>
  dayjs(day)
    .toDate()
    .toLocaleDateString(i18next.language || 'en', { month: 'short', day: 'numeric' });

function detailOf(t: TFunction<'dashboard'>, mode: ComplianceMode, p: CompliancePerson): string {
  const manager = p.ManagerName ? t('compliancePeople.manager', { name: p.ManagerName }) : null;
  const extra =
    mode === 2
      ? p.LastUpdate
        ? t('compliancePeople.lastUpdate', { date: shortDay(p.LastUpdate) })
        : t('compliancePeople.noUpdate')
      : mode === 3 && p.OpenGoals != null
        ? t('compliancePeople.toFinalize', { count: p.OpenGoals })
        : null;
  return [extra, manager].filter(Boolean).join(' · ');
}
