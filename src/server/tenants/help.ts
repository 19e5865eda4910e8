import { pipelined, type Db } from '../db/client';
import { findHelpContacts } from '../people/queries';
import type { HelpResponse } from '../../contract/people';
import { getTenant } from './queries';

/** The help page's help-desk link and Point of Contact lists, one per admin type. */
export async function findHelp(db: Db, tenantId: number): Promise<HelpResponse> {
  const [tenant, contacts] = await pipelined(
    () => getTenant(db, tenantId),
    () => findHelpContacts(db, tenantId),
  );
  const pick = (has: (c: (typeof contacts)[number]) => boolean) =>
    contacts.filter(has).map(({ Id, Name, JobTitle, Email }) => ({ Id, Name, JobTitle, Email }));
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
