import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tenants } from '../db/schema';
import { notFound } from '../errors';
import type { Work } from '../http/unit-of-work';
import type { DirectReport, ProfileDetail, ProfilePermissions } from '../../contract/profile';
import type { PersonSummary, RoleName } from '../../contract/people';
import {
  assignableFlags,
  assignableRoles,
  canActivate,
  canAddEmployee,
  canChangeManager,
  canDeactivate,
  canEditProfile,
  canManageUser,
  canReinvite,
  canSeeObservers,
  managerScope,
  profileTabs,
  type Relation,
} from '../../domain/people/permissions';
import { userStatus } from '../../domain/user-status';
import { countActiveReports, findAncestorIds, findDirectReports, findPerson, type Person } from './person-queries';
import { standingOf, targetFacts, type Standing } from './standing';
import { avatarUrl, toProfile, findUser } from '../auth';
import { canAddNote } from '../../domain/notes/note-rules';
import { PERSON_NOT_FOUND } from '../../domain/askers';
import { isLanguage } from '../../domain/languages';

const DIRECT_REPORTS_LIMIT = 500;

export const statusOf = (p: { deactivatedAt: Date | null; invitationAcceptedAt: Date | null }) =>
  userStatus({
    DeactivatedAt: p.deactivatedAt?.toISOString() ?? null,
    InvitationAcceptedAt: p.invitationAcceptedAt?.toISOString() ?? null,
  });

export const toSummary = (p: Person): PersonSummary => ({
  Id: p.id,
  Name: p.name,
  JobTitle: p.jobTitle,
  OrgUnit: p.orgUnit,
  Avatar: avatarUrl(p),
  RoleName: p.roleName as RoleName,
  Status: statusOf(p),
});

/** Everything the viewer may do on a person, from the pure rules. */
export function permissionsOf(s: Standing): ProfilePermissions {
  const { viewer, facts, rel } = s;
  const active = facts.DeactivatedAt === null;
  const isManagerProfile = facts.RoleName === 'ceo' || facts.RoleName === 'manager';
  const inScope = managerScope(viewer) === 'all' || rel.isSelf || rel.isAbove;
  const canManage = canManageUser(viewer, facts, rel);
  return {
    CanEdit: canEditProfile(viewer, facts, rel),
    CanManageUser: canManage,
    AssignableRoles: canManage ? assignableRoles(viewer, facts, rel) : [],
    AssignableFlags: canManage ? assignableFlags(viewer, facts.RoleName) : [],
    CanDeactivate: canDeactivate(viewer, facts, rel),
    CanActivate: canActivate(viewer, facts, rel),
    CanReinvite: canReinvite(viewer, facts, rel),
    CanChangeManager: canChangeManager(viewer, facts, rel),
    CanEditResponsibility: canEditProfile(viewer, facts, rel),
    CanAddEmployee: canAddEmployee(viewer) && isManagerProfile && active && inScope,
    CanAddObserver: canSeeObservers(viewer),
  };
}

function reportOf(s: Standing, report: Person): DirectReport {
  // The viewer is above a report when they are the profile's person or above them.
  const rel: Relation = { isSelf: report.id === s.viewer.Id, isAbove: s.rel.isSelf || s.rel.isAbove };
  const all = permissionsOf({ ...s, person: report, facts: targetFacts(report), rel });
  return {
    ...toSummary(report),
    Email: report.email,
    UnconfirmedEmail: report.unconfirmedEmail,
    Permissions: {
      CanManageUser: all.CanManageUser,
      CanDeactivate: all.CanDeactivate,
      CanActivate: all.CanActivate,
      CanReinvite: all.CanReinvite,
      CanChangeManager: all.CanChangeManager,
    },
  };
}

/** GET /api/profile/{id}: the profile with manager, direct reports, permissions and tabs. */
export async function getProfileDetail({ tx, actor }: Work, id: number): Promise<ProfileDetail> {
  const user = await findUser(tx, actor.tenantId, id);
  if (!user) throw notFound(PERSON_NOT_FOUND);
  const [ancestorIds, manager, reports, reportCount, tenant] = [
    await findAncestorIds(tx, actor.tenantId, id),
    user.parentId ? await findPerson(tx, actor.tenantId, user.parentId) : null,
    await findDirectReports(tx, actor.tenantId, id, DIRECT_REPORTS_LIMIT),
    await countActiveReports(tx, actor.tenantId, id),
    await findTenantFlags(tx, actor.tenantId),
  ];
  const s = standingOf(actor, user, ancestorIds);
  const permissions = permissionsOf(s);
  return {
    ...toProfile(user, permissions.CanEdit),
    Status: statusOf(user),
    IsSelf: s.rel.isSelf,
    Manager: manager ? toSummary(manager) : null,
    DirectReports: reports.map((r) => reportOf(s, r)),
    DirectReportCount: reportCount,
    Responsibility: user.responsibility,
    EmailNotifications: s.rel.isSelf ? user.emailNotifications : null,
    Language: s.rel.isSelf && isLanguage(user.language) ? user.language : null,
    Permissions: permissions,
    CanAddNote: canAddNote({ enabled: tenant.employeeNotesEnabled, isSelf: s.rel.isSelf, isBelow: s.rel.isAbove }),
    Tabs: profileTabs(s.viewer, s.facts, s.rel, {
      employeeNotesEnabled: tenant.employeeNotesEnabled,
      // Every company has talent labels (the defaults until HR changes them): they exist wherever talent is on.
      hasTalentLabels: tenant.talentEnabled,
    }),
  };
}

async function findTenantFlags(tx: Db, tenantId: number) {
  const [row] = await tx
    .select({ employeeNotesEnabled: tenants.employeeNotesEnabled, talentEnabled: tenants.talentEnabled })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!row) throw new Error(`tenant ${tenantId} not found`);
  return row;
}
