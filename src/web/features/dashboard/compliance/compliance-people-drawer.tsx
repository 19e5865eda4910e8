import { LoadMoreFooter } from '../../../components/load-more-footer';
import { Alert, Skeleton, Typography } from 'antd';
import { Drawer } from '../../../components/drawer';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import type { CompliancePerson } from '../../../../contract/dashboard';
import { COMPLIANCE_MODE_LABELS, type ComplianceMode, type ComplianceScope } from '../../../../domain/dashboard/compliance';
import { PersonAvatar } from '../../../components/person-avatar';
import { useCompliancePeople } from '../api/get-compliance';
import { drillDownTitle } from './compliance-rules';
import { useWiderThan } from '../../../shared/use-wider-than';

type DrawerProps = { scope: ComplianceScope; mode: ComplianceMode; count: number; onClose: () => void };

/** The people behind a compliance figure, by name, twenty at a time. */
export function CompliancePeopleDrawer({ scope, mode, count, onClose }: DrawerProps) {
  const wide = useWiderThan('md');
  const people = useCompliancePeople(scope, mode);
  const items = people.data?.pages.flatMap((p) => p.data) ?? [];
  const total = people.data?.pages.at(-1)?.count ?? count;

  return (
    <Drawer open title={drillDownTitle(COMPLIANCE_MODE_LABELS[mode], scope)} size={wide ? 480 : '100%'} onClose={onClose}>
      {people.isPending ? (
        <Skeleton active avatar />
      ) : people.isError ? (
        <Alert type="error" showIcon title={people.error.message} />
      ) : (
        <>
          <ul aria-label="People concerned" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
            {items.map((person) => (
              <li key={person.Id} style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
                <PersonAvatar name={person.Name} src={person.Avatar} />
                <div style={{ minWidth: 0, display: 'grid' }}>
                  <Link to={`/v3/profile/${person.Id}`}>{person.Name}</Link>
                  <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                    {[person.JobTitle, person.OrgUnit].filter(Boolean).join(' · ') || '—'}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                    {detailOf(mode, person)}
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

function detailOf(mode: ComplianceMode, p: CompliancePerson): string {
  const manager = p.ManagerName ? `Manager: ${p.ManagerName}` : null;
  const extra =
    mode === 2
      ? p.LastUpdate
        ? `Last update: week of ${dayjs(p.LastUpdate).format('MMM D')}`
        : 'No update this quarter'
      : mode === 3 && p.OpenGoals != null
        ? `${p.OpenGoals} ${p.OpenGoals === 1 ? 'goal' : 'goals'} to finalize`
        : null;
  return [extra, manager].filter(Boolean).join(' · ');
}
