import { z } from 'zod';
import { text } from './common';
import { Profile, RoleName, UserStatus } from './people';

// The org chart and the employee directory (spec 001 §2 Organization). Both stay small for a 10,000-person
// tenant: the chart loads a window of the tree and expands on demand; the directory is paged on the server.

/**
 * What the chart and the directory show of every person, flat (the app's screens read these), beside the spec's user
 * wrapper (spec 001 §3: Id, Profile, Manager, DirectReports, Changed) and the employee entry's id, parentId and LegId.
 * No blobs: Avatar is a URL. Decision 028.
 */
const OrgPerson = z.object({
  Id: z.number(),
  ParentId: z.number().nullable(),
  Name: z.string(),
  Email: z.string(),
  JobTitle: z.string().nullable(),
  OrgUnit: z.string().nullable(),
  RoleName,
  Avatar: z.string().nullable(),
  IsOrgAdmin: z.boolean(),
  IsGoalAdmin: z.boolean(),
  IsHrAdmin: z.boolean(),
  IsGoalManager: z.boolean(),
  DeactivatedAt: z.string().nullable(),
  InvitationAcceptedAt: z.string().nullable(),
  Status: UserStatus,
  // The spec's wrapper and employee entry.
  id: z.number().describe('Id again, as the employee entry names it'),
  parentId: z.number().nullable().describe('ParentId again, as the employee entry names it'),
  Profile: Profile.describe('The profile as GET /api/profile/{id} answers it to this viewer, Disc included'),
  Manager: z.number().describe('The manager’s id; 0: none'),
  DirectReports: z.array(z.number()).describe('Ids of the people who report to them and are shown on the chart, lowest first'),
  Changed: z.boolean().describe('The person’s record changed after Since (false when Since is not sent)'),
  LegId: z
    .number()
    .describe(
      'The CEO’s direct report whose branch the person is in (their own id for that report); 0 for the CEO and anyone not under the CEO',
    ),
});

/** One person on the chart, with how many visible people report to them. */
export const OrgNode = OrgPerson.extend({
  ChildCount: z.number().describe('Visible direct reports (DirectReports.length); the node can expand when > 0'),
});
export type OrgNode = z.infer<typeof OrgNode>;

const since = z.iso
  .datetime({ offset: true })
  .optional()
  .describe('When the client last fetched (ISO 8601): entries changed after it say Changed: true');

/**
 * GET /api/profile/OrgData?Id={focus}&Depth={1-4}: a window of the chart centred on one person. Nodes holds the
 * chain from the top down to the focus, the children of each person on that chain (so the focus shows among
 * its peers), and everyone below the focus down to Depth levels. Without Id the focus is the CEO; Depth
 * defaults to 2 (fewer when the window would hold more than 2,000 people; Depth in the answer says how many).
 * To expand a node, ask again with Id = that node and Depth = 1 and merge by Id.
 * Observers are never on the chart; a deactivated person shows only while someone visible reports to them.
 */
export const OrgDataQuery = z.object({
  Id: z.coerce.number().int().positive().optional(),
  Depth: z.coerce.number().int().min(1).max(4).default(2),
  Since: since,
});
export type OrgDataQuery = z.input<typeof OrgDataQuery>;

export const OrgData = z.object({
  RootId: z.number().nullable().describe('The top of the chart (the CEO)'),
  FocusId: z.number().nullable(),
  AncestorIds: z.array(z.number()).describe('From the top down to the focus’s manager'),
  Depth: z.number().describe('Levels below the focus included: as asked, or fewer when the window would pass 2,000 people'),
  Nodes: z.array(OrgNode),
});
export type OrgData = z.infer<typeof OrgData>;

export const DIRECTORY_SORTS = ['Name', 'JobTitle', 'OrgUnit', 'RoleName', 'Manager', 'Status'] as const;

/**
 * POST /api/profile/directory (ours): the employee directory, paged and filtered on the server. Search matches
 * name, email and job title. Roles 'observer' (and observers at all) only for the CEO and org admins; others
 * never see observers. Statuses defaults to Active and Invited.
 */
export const DirectoryRequest = z.object({
  Page: z.number().int().min(1).default(1),
  PageSize: z.number().int().min(1).max(100).default(20),
  Search: text(255).optional(),
  Depts: z.array(text(255)).max(50).optional().describe('Departments (OrgUnit); "Corporate" also matches none'),
  Roles: z.array(RoleName).max(4).optional(),
  Statuses: z.array(UserStatus).max(3).optional(),
  Sort: z.enum(DIRECTORY_SORTS).default('Name'),
  SortOrder: z.enum(['asc', 'desc']).default('asc'),
  Since: since,
});
export type DirectoryRequest = z.input<typeof DirectoryRequest>;

/** One row of the directory (the spec's employee entry, flat). */
export const DirectoryEntry = OrgPerson.extend({
  ManagerName: z.string().nullable(),
  DirectReportCount: z.number(),
});
export type DirectoryEntry = z.infer<typeof DirectoryEntry>;

export const DirectoryPage = z.object({ data: z.array(DirectoryEntry), count: z.number() });
export type DirectoryPage = z.infer<typeof DirectoryPage>;

/** GET /api/profile/departments (ours): the departments in use, for the directory filter and Add Employee. */
export const Departments = z.object({ Departments: z.array(z.string()) });
export type Departments = z.infer<typeof Departments>;
