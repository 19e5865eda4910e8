import type { Db } from '../db/client';
import { notes } from '../db/schema';
import { richTextPlain } from '../http/rich-text';
import { emailOf } from './people';

const DAY = 86_400_000;

/** Managers' private notes about their people: [author, about, title, body, days ago]. */
const PLAN: [string, string, string, string, number][] = [
  [
    'Daniel Cho',
    'Noah Patel',
    'Career conversation',
    '<p>Noah wants to <strong>lead a feature end to end</strong> next quarter. Candidate: the offline mode.</p><ul><li>Pair him with Mei on the design review.</li><li>Check in on confidence in week 4.</li></ul>',
    40,
  ],
  ['Daniel Cho', 'Noah Patel', '1:1 — workload', '<p>Feels stretched by on-call. Agreed to rotate it with Zara from next sprint.</p>', 12],
  [
    'Daniel Cho',
    'Mei Tanaka',
    'Feedback from the design review',
    '<p>Clear, calm presentation. Could share early sketches sooner.</p>',
    20,
  ],
  [
    'Daniel Cho',
    'Zara Ahmed',
    'Certification',
    '<p>Zara asked about the cloud certification budget. Approved in principle; confirm with Finance.</p>',
    6,
  ],
  [
    'Sofia Alvarez',
    'Jack Wilson',
    'Quarter review prep',
    '<p>Pipeline coverage at 2.8×. Ask how the two stalled deals can be unblocked.</p>',
    9,
  ],
  [
    'Sofia Alvarez',
    'Omar Haddad',
    'Growth experiments',
    '<p>Three experiments shipped, one clear win. Encourage writing it up for the team.</p>',
    15,
  ],
  [
    "Liam O'Connor",
    'Ruby Clarke',
    'Customer escalation',
    '<p>Handled the Harbor Foods escalation well. Mention it in the appraisal.</p>',
    25,
  ],
  ['Grace Kim', 'Arjun Mehta', 'Team lead trial', '<p>Arjun runs the morning stand-up this month; review how it went at month end.</p>', 8],
];

/** Notes for the demo company: its managers keep a few about their reports (the setting is on). */
export async function seedDemoNotes(tx: Db, d: { tenantId: number; now: Date; people: Map<string, number> }) {
  const values = PLAN.flatMap(([author, about, title, body, daysAgo]) => {
    const authorId = d.people.get(emailOf(author));
    const userId = d.people.get(emailOf(about));
    if (authorId === undefined || userId === undefined) return [];
    const at = new Date(d.now.getTime() - daysAgo * DAY);
    return [{ tenantId: d.tenantId, authorId, userId, title, body, bodyText: richTextPlain(body), createdAt: at, updatedAt: at }];
  });
  if (values.length) await tx.insert(notes).values(values);
}
