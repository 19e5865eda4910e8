// Every place the server can answer 403, and why (decision 027). The spec's client signs out on any 401 or 403, so a
// 403 is kept only for a deactivated account or company, the locked account at sign-in, or an action no screen
// offers the caller (a button they never see, a GET-shaped action included). What a link, a bookmark or a shown form
// reaches answers 404 or 400. A new 403 fails here until it has a row; a row whose place is gone fails too.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guardRefusal } from './access-control';

type Why = 'deactivated' | 'locked' | 'not offered' | 'plumbing';
type Place = { file: string; what: string; why: Why; note: string };

const PLACES: Place[] = [
  // The error type itself and the one helper.
  { file: 'server/errors.ts', what: "| 'forbidden'", why: 'plumbing', note: 'the error code' },
  { file: 'server/errors.ts', what: 'forbidden: 403', why: 'plumbing', note: 'the code’s status' },
  { file: 'server/errors.ts', what: 'export const forbidden', why: 'plumbing', note: 'the helper' },
  // Sign-in (a public call: the client shows the text and signs nobody out).
  { file: 'server/auth/sign-in.ts', what: 'TENANT_DEACTIVATED', why: 'deactivated', note: 'spec 001 §8: the company is not active' },
  { file: 'server/auth/sign-in.ts', what: 'isLocked(user.lockedAt', why: 'locked', note: 'a locked account' },
  { file: 'server/auth/sign-in.ts', what: 'locks ?', why: 'locked', note: 'the failed attempt that locks it' },
  { file: 'server/auth/sign-in.ts', what: 'ACCOUNT_DEACTIVATED', why: 'deactivated', note: 'a deactivated account' },
  // Route guards: a GET answers 404, only a write 403.
  {
    file: 'server/http/access-control.ts',
    what: 'export const guardRefusal',
    why: 'not offered',
    note: 'a guarded write (POST, PUT, DELETE) the caller’s screens never offer',
  },
  // Copy to next quarter reads the create rule's 403 as one refused goal of its all-or-nothing 400 (decision 073).
  {
    file: 'server/goals/structure/copy-to-quarter.ts',
    what: "error.code === 'forbidden'",
    why: 'plumbing',
    note: 'a goal the caller may not create, answered 400 naming the goal',
  },
  // Calibration (issue 34): the board shows no Move on the viewer's own card.
  {
    file: 'server/talent/calibration/calibration-service.ts',
    what: 'forbidden(NOT_YOUR_OWN_CARD)',
    why: 'not offered',
    note: 'moving one’s own card in a calibration, which the board never offers',
  },
  // Goals: buttons follow the per-goal permission flags the server sends.
  {
    file: 'server/goals/actions/finalize-goal.ts',
    what: "'Finalize' : 'EditResults'",
    why: 'not offered',
    note: 'Finalize without the flag',
  },
  {
    file: 'server/goals/actions/finalize-goal.ts',
    what: 'RetractFinalizeResult',
    why: 'not offered',
    note: 'retracting a result without the flag',
  },
  { file: 'server/goals/actions/review-results.ts', what: 'flags.some', why: 'not offered', note: 'reviewing results without the flag' },
  { file: 'server/goals/actions/weekly-update.ts', what: 'permissions.Update', why: 'not offered', note: 'a weekly update without Update' },
  {
    file: 'server/goals/actions/run-action.ts',
    what: 'c.flags.some',
    why: 'not offered',
    note: 'approve, shelve, retract… without the flag (an owner approving their own goal)',
  },
  {
    file: 'server/goals/read/goal-access.ts',
    what: 'needed.some',
    why: 'not offered',
    note: 'edit, delete, change owner or parent without the flag',
  },
  {
    file: 'server/goals/comments/goal-comments.ts',
    what: 'comment on approval actions',
    why: 'not offered',
    note: 'an approval comment by someone the approval dialog is not shown to',
  },
  {
    file: 'server/goals/comments/goal-comments.ts',
    what: 'Only the author edits',
    why: 'not offered',
    note: 'edit and delete show only to the author (spec 000 §6)',
  },
  {
    file: 'server/goals/save/create-goal.ts',
    what: 'create goals for someone else',
    why: 'not offered',
    note: 'the owner picker shows only to goal admins and goal managers',
  },
  // Talent and action items: rule tables whose 403 is an action button the caller never sees.
  { file: 'domain/talent/appraisal-rules.ts', what: 'export type AppraisalDecision', why: 'plumbing', note: 'the decision type' },
  {
    file: 'domain/talent/appraisal-rules.ts',
    what: 'ACTOR_OF[action](r)',
    why: 'not offered',
    note: 'share, edit, delete, sign by someone who may see but not act; view and print never refuse here',
  },
  {
    file: 'domain/talent/appraisal-rules.ts',
    what: 'ONLY_DIRECT_MANAGER',
    why: 'not offered',
    note: 'Start Appraisal shows only to the direct manager (CanStart)',
  },
  {
    file: 'server/talent/appraisals/appraisal-service.ts',
    what: "d.status === 403 ? 'forbidden'",
    why: 'plumbing',
    note: 'maps the appraisal rules',
  },
  { file: 'domain/action-items/action-item-rules.ts', what: 'export type ActionItemDecision', why: 'plumbing', note: 'the decision type' },
  { file: 'domain/action-items/action-item-rules.ts', what: 'const no =', why: 'plumbing', note: 'the refusal helper' },
  {
    file: 'domain/action-items/action-item-rules.ts',
    what: 'ONLY_REQUESTER_EDITS',
    why: 'not offered',
    note: 'edit shows only to the requester (spec 001 §6)',
  },
  {
    file: 'domain/action-items/action-item-rules.ts',
    what: 'ONLY_REQUESTER_DELETES',
    why: 'not offered',
    note: 'delete shows only to the requester',
  },
  {
    file: 'domain/action-items/action-item-rules.ts',
    what: 'ONLY_ASSIGNEE_COMPLETES',
    why: 'not offered',
    note: 'complete and reopen show only to the assignee',
  },
  {
    file: 'server/action-items/action-item-service.ts',
    what: "d.status === 403 ? 'forbidden'",
    why: 'plumbing',
    note: 'maps the action-item rules',
  },
  // Key results (issue 31): set-up and check-in follow the goal's own permission flags, which the goal screens show by.
  {
    file: 'server/key-results/key-result-service.ts',
    what: "forbidden('Key results are changed",
    why: 'not offered',
    note: 'a change without the right to edit the goal',
  },
  {
    file: 'server/key-results/key-result-service.ts',
    what: 'forbidden("Propose changes',
    why: 'not offered',
    note: "a change of an approved goal's key results by its owner, who proposes them instead (decision 070)",
  },
  {
    file: 'server/key-results/proposal-service.ts',
    what: "forbidden('The owner of an approved goal proposes",
    why: 'not offered',
    note: 'a proposal by someone who changes the key results at once, or may not edit the goal (decision 070)',
  },
  {
    file: 'server/key-results/key-result-service.ts',
    what: 'forbidden("Check-ins are given',
    why: 'not offered',
    note: 'a check-in by someone who neither updates the goal nor owns the key result',
  },
  {
    file: 'server/key-results/rollup-service.ts',
    what: "forbidden('Whoever may edit the goal chooses",
    why: 'not offered',
    note: 'counting aligned goals without the right to edit the goal (decision 069)',
  },
  {
    file: 'server/key-results/rollup-service.ts',
    what: 'forbidden("An aligned goal\'s weight',
    why: 'not offered',
    note: 'weighing an aligned goal without the right to edit it or its parent',
  },
  // User manual: only the owner sees create, connect, edit and upload.
  {
    file: 'server/user-manual/manual-service.ts',
    what: 'forbidden(NOT_YOURS)',
    why: 'not offered',
    note: 'another person’s manual is read-only on every screen',
  },
  // People: drawers and buttons shown from the profile's permission flags.
  {
    file: 'server/people/user-status-actions.ts',
    what: 'forbidden(REFUSALS[action].other)',
    why: 'not offered',
    note: 'Deactivate, Activate, Reinvite (GET-shaped actions) shown only where allowed',
  },
  {
    file: 'server/people/manage-user.ts',
    what: 'You cannot manage this user.',
    why: 'not offered',
    note: 'Manage User shows only where allowed',
  },
  {
    file: 'server/people/manage-user.ts',
    what: 'roleError(ROLE_REFUSALS[role], 403)',
    why: 'not offered',
    note: 'a role the select does not list',
  },
  {
    file: 'server/people/manage-user.ts',
    what: 'roleError(FLAG_REFUSALS[flag], 403)',
    why: 'not offered',
    note: 'a flag whose checkbox is disabled',
  },
  { file: 'server/people/manage-user.ts', what: 'const roleError', why: 'plumbing', note: 'the role refusal helper' },
  { file: 'server/people/manage-user.ts', what: "status === 403 ? 'forbidden'", why: 'plumbing', note: 'the role refusal helper' },
  {
    file: 'server/people/add-employee.ts',
    what: 'You cannot add employees.',
    why: 'not offered',
    note: 'Add Employee shows to the CEO, managers and org admins',
  },
  {
    file: 'server/people/add-employee.ts',
    what: 'can add an observer',
    why: 'not offered',
    note: 'the observer option shows only to the CEO and org admins',
  },
  {
    file: 'server/people/avatars.ts',
    what: 'change this avatar',
    why: 'not offered',
    note: 'the avatar upload shows on editable profiles only',
  },
  {
    file: 'server/people/change-manager.ts',
    what: 'change the manager of this user',
    why: 'not offered',
    note: 'Change Manager shows only where allowed',
  },
  {
    file: 'server/people/update-profile.ts',
    what: 'edit this profile',
    why: 'not offered',
    note: 'Edit profile shows on editable profiles only',
  },
  {
    file: 'server/people/update-profile.ts',
    what: 'edit these responsibilities',
    why: 'not offered',
    note: 'the responsibility edit control likewise',
  },
  // A chat service's answer (issue 33): Trellis reads a 401 or 403 from Slack or Teams, it answers none itself.
  {
    file: 'domain/chat/post-failure.ts',
    what: 'status === 401 || status === 403',
    why: 'plumbing',
    note: 'a Slack or Teams webhook refusing the post, worded for the settings screen',
  },
];

const ROOT = join(import.meta.dirname, '..', '..');
const PRODUCES_403 = /\bforbidden\(|'forbidden'|\b403\b/;
const COMMENT = /^\s*(\/\/|\/\*|\*)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'guards' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every line of server and domain code that can make a 403, comments aside. */
const occurrences = ['server', 'domain'].flatMap((area) =>
  sourceFiles(join(ROOT, area)).flatMap((path) => {
    const file = relative(ROOT, path).split('\\').join('/');
    return readFileSync(path, 'utf8')
      .split('\n')
      .map((line, i) => ({ file, line: i + 1, text: line.trim() }))
      .filter((o) => PRODUCES_403.test(o.text) && !COMMENT.test(o.text));
  }),
);

describe('every place the server can answer 403', () => {
  it('has a row that says why', () => {
    const unlisted = occurrences.filter((o) => !PLACES.some((p) => p.file === o.file && o.text.includes(p.what)));
    expect(unlisted.map((o) => `${o.file}:${o.line} ${o.text}`)).toEqual([]);
  });

  it.each(PLACES)('$file: $what ($why: $note)', (place) => {
    const found = occurrences.filter((o) => o.file === place.file && o.text.includes(place.what));
    expect(found.length, 'the row names a place that no longer exists').toBeGreaterThan(0);
  });

  it('keeps the list honest about its size', () => {
    expect(occurrences.length).toBeGreaterThanOrEqual(PLACES.length);
    expect(new Set(PLACES.map((p) => p.why))).toEqual(new Set(['plumbing', 'deactivated', 'locked', 'not offered']));
  });
});

describe('a route guard’s refusal', () => {
  it.each([
    ['GET', 404],
    ['HEAD', 404],
    ['POST', 403],
    ['PUT', 403],
    ['DELETE', 403],
  ] as const)('%s answers %i', (method, status) => {
    expect(guardRefusal(method).status).toBe(status);
  });
});
