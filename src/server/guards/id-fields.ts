import type { JsonSchema } from './schema-values';
import type { Operation } from './api-operations';

/** The kinds of row an API parameter can name; the isolation suite holds one of each in the other company. */
export const ID_KINDS = [
  'user',
  'goal',
  'period',
  'week',
  'status',
  'comment',
  'notification',
  'appraisal',
  'note',
  'actionItem',
  'keyResult',
  'scimToken',
  'calibration',
  'feedbackRequest',
] as const;
export type IdKind = (typeof ID_KINDS)[number];

/** What a number names: a row of some kind, or nothing (a page, a week number, a score). */
export type NumberMeaning = IdKind | 'number';

/** Names that mean the same everywhere. */
const BY_NAME: Record<string, NumberMeaning> = {
  profileId: 'user',
  managerId: 'user',
  OwnerId: 'user',
  UserId: 'user',
  userId: 'user',
  EvaluationPeriodId: 'period',
  Primary: 'number',
  Secondary: 'number',
  TertiaryRating: 'number',
  primary: 'number',
  secondary: 'number',
  GracePeriod: 'number',
  Users: 'user',
  PeriodId: 'period',
  // Peer feedback (issue 34): the people asked.
  UserIds: 'user',
  periodId: 'period',
  fromPeriodId: 'period',
  toPeriodId: 'period',
  WeekId: 'week',
  GoalId: 'goal',
  goalId: 'goal',
  CommentId: 'comment',
  NoteId: 'note',
  AssigneeId: 'user',
  RequesterId: 'user',
  Page: 'number',
  PageSize: 'number',
  page: 'number',
  pageSize: 'number',
  Likelihood: 'number',
  Quality: 'number',
  likelihood: 'number',
  quality: 'number',
  ObjectiveResult: 'number',
  Depth: 'number',
  take: 'number',
  limit: 'number',
  Limit: 'number',
  Offset: 'number',
  level: 'number',
  week: 'number',
  year: 'number',
  forWhom: 'number',
  // A key result's numbers (issue 31).
  Start: 'number',
  Target: 'number',
  Weight: 'number',
  Value: 'number',
};

/** Names whose meaning depends on the route (`id`, `Id`, `a`…), by route and name. */
const BY_ROUTE: Record<string, Record<string, NumberMeaning>> = {
  'GET /api/profile/OrgData': { Id: 'user' },
  'POST /api/Profile/AddEmployee': { ParentId: 'user' },
  // The result's Id is accepted and ignored: a goal has one result per kind, found by GoalId.
  'POST /api/Goal/finalize': { Id: 'number' },
  'POST /api/Goal/finalize_approved': { Id: 'number' },
  'POST /api/Goal/changeparentgoal': { Id: 'goal' },
  'POST /api/Goal': { ParentId: 'goal' },
  'PUT /api/Goal/:id': { id: 'goal', ParentId: 'goal' },
  'GET /api/Goal/usergoals/:a/:b/:c/:d': { a: 'user', b: 'period', c: 'number', d: 'number' },
  'GET /api/Profile/goals/:a/:b': { a: 'user', b: 'period' },
  'DELETE /api/Goal/CommentDelete/:id': { id: 'comment' },
  'GET /api/Goal/goalstatus/:id': { id: 'status' },
  'GET /api/Goal/goalstatus/comments/:id': { id: 'status' },
  'POST /api/Goal/CommentAdd': { Id: 'status' },
  'GET /api/notification/MarkRead/:id': { id: 'notification' },
  'GET /api/predication/firstgoal/:x': { x: 'number' },
  'GET /api/dashboard/complience/:scope': { scope: 'number' },
  'GET /api/dashboard/complience/:scope/:mode': { scope: 'number', mode: 'number' },
  'GET /api/talent/:a/:b/:c': { a: 'period', b: 'user', c: 'number' },
  // The schedule's Id is the company's own and ignored on PUT.
  'PUT /api/talent/schedule': { Id: 'number' },
  'GET /api/talent/excel/:a/:b/:c': { a: 'period', b: 'user', c: 'number' },
  'GET /api/talent/excel/:a/:b/:c/:directReports': { a: 'period', b: 'user', c: 'number' },
  'GET /api/actionitem/MarkComplete/:id/:tab': { id: 'actionItem', tab: 'number' },
  'PUT /api/Goal/keyresults/:id': { id: 'keyResult' },
  'DELETE /api/Goal/keyresults/:id': { id: 'keyResult' },
  'POST /api/Goal/keyresults/:id/checkin': { id: 'keyResult' },
  'PUT /api/Goal/:goalId/keyresults/order': { Ids: 'keyResult' },
  'POST /api/Goal/gpt': { ParentId: 'goal', goalOwner: 'user', Quarter: 'period' },
  'POST /api/Goal/gpt/measurements': { ParentId: 'goal', goalOwner: 'user', Quarter: 'period' },
  'POST /api/Goal/gpt/description': { ParentId: 'goal', goalOwner: 'user', Quarter: 'period' },
  'POST /api/Goal/gpt/sent': { ParentId: 'goal', goalOwner: 'user', Quarter: 'period' },
  'PUT /api/Gpt/summary/:periodId/:forWhom': { Id: 'goal' },
  'GET /api/myusermanual/register/:x': { x: 'user' },
  'GET /api/myusermanual/connect/:x': { x: 'user' },
  'GET /api/myusermanual/download/:id': { id: 'user' },
  'GET /api/report/appraisal/:periodId/:userOrManagerId/:previousPeriodId/:mode': { userOrManagerId: 'user', previousPeriodId: 'period' },
  'GET /api/report/usercomlience/:mode/:periodId': { Scope: 'number' },
  'DELETE /api/tenant/scim/tokens/:id': { id: 'scimToken' },
  // The weekly follow-up's settings (issue 33): a weekday, an hour and counts of weeks.
  'PUT /api/tenant/rhythm': { UpdateWeekday: 'number', SendHour: 'number', ManagerAfterWeeks: 'number', SkipLevelAfterWeeks: 'number' },
  // Calibrations (issue 34, decision 077): a part's root person.
  'POST /api/talent/calibrations': { RootUserId: 'user' },
  // The voices' settings (issue 34): how many peers an employee may nominate.
  'PUT /api/talent/reviews/settings': { PeerCap: 'number' },
  // Copy to next quarter (decision 073).
  'POST /api/Goal/copy': { GoalIds: 'goal', ToPeriodId: 'period' },
};

/** Body fields whose value says what another field names; the suites send these values. */
export const FIXED_FIELDS: Record<string, Record<string, unknown>> = {
  'POST /api/Goal/CommentAdd': { Type: 'GoalStatus' },
};

/** `id`/`Id` on routes not named above: what the route's area is about. */
const ID_BY_AREA: [RegExp, IdKind][] = [
  [/^\/api\/(profile|Profile)\//, 'user'],
  [/^\/api\/(Goal|goal|dashboard|predication)\//, 'goal'],
  [/^\/api\/talent\/calibrations\//, 'calibration'],
  // A feedback request (issue 34): what someone is asked, and whose feedback it is.
  [/^\/api\/talent\/feedback\/(requests|about)\//, 'feedbackRequest'],
  [/^\/api\/talent\//, 'appraisal'],
  [/^\/api\/note\//, 'note'],
  [/^\/api\/actionitem\//, 'actionItem'],
];

/**
 * What the number field `name` of `op` names. Throws for a number the tables do not explain, so that
 * a route added with a new id field fails the suites until it is described here.
 */
export function meaningOf(op: Operation, name: string): NumberMeaning {
  const meaning = BY_ROUTE[op.key]?.[name] ?? BY_NAME[name];
  if (meaning) return meaning;
  if (name === 'id' || name === 'Id') {
    const area = ID_BY_AREA.find(([pattern]) => pattern.test(op.url));
    if (area) return area[1];
  }
  throw new Error(`${op.key}: say in src/server/guards/id-fields.ts what its number field "${name}" names`);
}

const isNumber = (s: JsonSchema): boolean => s.type === 'integer' || s.type === 'number' || (s.type === 'array' && isNumber(s.items ?? {}));

/** Every number field of an operation (path, query and top-level body fields) with what it names. */
export function numberFields(op: Operation): { name: string; in: 'path' | 'query' | 'body'; meaning: NumberMeaning }[] {
  const fields: { name: string; in: 'path' | 'query' | 'body'; meaning: NumberMeaning }[] = [];
  for (const p of op.parameters) if (isNumber(p.schema)) fields.push({ name: p.name, in: p.in, meaning: meaningOf(op, p.name) });
  for (const [name, schema] of Object.entries(op.body?.properties ?? {})) {
    if (isNumber(schema)) fields.push({ name, in: 'body', meaning: meaningOf(op, name) });
  }
  return fields;
}
