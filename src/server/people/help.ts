import { pipelined } from '../db/client';
import type { Work } from '../http/unit-of-work';
import { findHelpContacts } from './queries';
import type { HelpResponse } from '../../contract/people';
import { getTenant } from '../tenants';
import { avatarUrl } from '../auth';

/** The help page's help-desk link and Point of Contact lists, one per admin type. */
export async function findHelp({ tx: db, actor: { tenantId } }: Work): Promise<HelpResponse> {
  const [tenant, contacts] = await pipelined(
    () => getTenant(db, tenantId),
    () => findHelpContacts(db, tenantId),
  );
  const pick = (has: (c: (typeof contacts)[number]) => boolean) =>
    contacts
      .filter(has)
      .map(({ Id, Name, JobTitle, Email, avatarKey }) => ({ Id, Name, JobTitle, Email, Avatar: avatarUrl({ id: Id, avatarKey }) }));
  return {
    helplink: tenant.helpLink,
    users: {
      OrgAdmins: pick((c) => c.isOrgAdmin),
      GoalAdmins: pick((c) => c.isGoalAdmin),
      HrAdmins: pick((c) => c.isHrAdmin),
      GoalManagers: pick((c) => c.isGoalManager),
    },
  };
}
