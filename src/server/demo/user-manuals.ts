import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userManuals } from '../db/schema';
import { answersFor } from '../../domain/user-manual/answer-sheets';
import { QUESTIONS } from '../../domain/user-manual/questionnaire';
import { scoreAnswers } from '../../domain/user-manual/scoring';
import type { DiscType } from '../../domain/user-manual/disc-types';
import { emailOf } from './people';

const DAY = 86_400_000;
const key = () => randomBytes(24).toString('base64url');

/** Assessments taken: [person, active, accepting] — the point on the DISC circle their answers land near. */
const ASSESSED: [string, number, number][] = [
  ['Olivia Hart', 0.7, -0.3],
  ['Marcus Reed', 0.2, -0.6],
  ['Daniel Cho', 0.5, 0.3],
  ['Sofia Alvarez', 0.7, 0.5],
  ["Liam O'Connor", -0.3, 0.7],
  ['Grace Kim', -0.5, -0.4],
  ['Hannah Lee', -0.2, 0.8],
  ['Priya Shah', -0.6, -0.6],
  ['Emma Fischer', 0.3, -0.7],
  ['Mei Tanaka', -0.6, 0.4],
  ['Zara Ahmed', -0.4, -0.7],
  ['Jack Wilson', 0.8, 0.2],
  ['Chloe Dubois', 0.4, 0.7],
  ['Isabella Nguyen', 0.6, 0.6],
  ['Ruby Clarke', -0.5, 0.7],
  ['Samuel Mensah', -0.7, -0.2],
  ['Arjun Mehta', 0.6, -0.5],
  ['Laura Schmidt', -0.7, -0.5],
  ['Tom Becker', 0.3, 0.8],
];

/** Manual entries: [person, type, description]. */
const ENTERED: [string, DiscType, string][] = [
  [
    'Omar Haddad',
    'I+D',
    '<p>I think out loud and move fast. Bring me a rough idea early rather than a polished one late.</p><p>I do my best work with a clear goal and room to experiment; tell me straight away if something of mine is blocking you.</p>',
  ],
  [
    'Ethan Brooks',
    'C+S',
    '<p>I like to understand a problem fully before I start. Written questions get better answers from me than a quick call.</p><p>Give me a heads-up before big changes of plan, and I will make sure nothing falls through the cracks.</p>',
  ],
  [
    'Nina Kowalski',
    'S',
    '<p>Steady and dependable: I like to know what is expected and to follow things through. I am glad to help new people find their feet.</p>',
  ],
];

/** Started and not finished: [person, answers given]. */
const IN_PROGRESS: [string, number][] = [['Noah Patel', 14]];

/**
 * The demo company's user manuals (issue 17): most people took the DISC-style assessment, a few wrote their manual by
 * hand, one is halfway through, and some (Lucas Martin, Kenji Mori, the invited and the deactivated) have none.
 */
export async function seedDemoUserManuals(tx: Db, d: { tenantId: number; now: Date; people: Map<string, number> }) {
  const rows: (typeof userManuals.$inferInsert)[] = [];
  const base = (name: string, daysAgo: number) => {
    const userId = d.people.get(emailOf(name));
    if (userId === undefined) return null;
    const at = new Date(d.now.getTime() - daysAgo * DAY);
    return { tenantId: d.tenantId, userId, privateKey: key(), publicKey: key(), createdAt: at, updatedAt: at };
  };
  ASSESSED.forEach(([name, active, accepting], i) => {
    const row = base(name, 20 + i * 3);
    if (!row) return;
    const answers = answersFor(active, accepting);
    const result = scoreAnswers(answers);
    rows.push({ ...row, status: 4, source: 'assessment', answers, result, disc: result.type, completedAt: row.createdAt });
  });
  ENTERED.forEach(([name, disc, description], i) => {
    const row = base(name, 10 + i * 4);
    if (row) rows.push({ ...row, status: 4, source: 'manual', disc, description, completedAt: row.createdAt });
  });
  for (const [name, given] of IN_PROGRESS) {
    const row = base(name, 2);
    if (!row) continue;
    const all = answersFor(0.2, 0.4);
    const answers = Object.fromEntries(QUESTIONS.slice(0, given).map((q) => [q.id, all[q.id]!]));
    rows.push({ ...row, status: 3, source: 'assessment', answers });
  }
  if (rows.length === 0) return;
  await tx.insert(userManuals).values(rows);
  // The DISC letters on the profile card follow each finished manual: one statement for all of them.
  await tx.execute(sql`UPDATE users u SET disc = m.disc FROM user_manuals m
    WHERE m.tenant_id = u.tenant_id AND m.user_id = u.id AND m.status = 4 AND u.tenant_id = ${d.tenantId}`);
}
