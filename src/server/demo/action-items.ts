import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { actionItems, users } from '../db/schema';
import { addDays } from '../../domain/periods';

const DAY = 86_400_000;

const TITLES = [
  'Share the quarter’s lessons learned with the team',
  'Update the onboarding checklist',
  'Send the customer feedback summary',
  'Review the budget forecast for next quarter',
  'Book the team retrospective',
  'Draft the process improvement proposal',
  'Prepare the demo for the all-hands',
  'Clean up the shared drive folders',
  'Follow up on the vendor contract',
  'Write the handover notes for the project',
  'Schedule skip-level conversations',
  'Collect peer feedback for the review',
];

type Row = typeof actionItems.$inferInsert;

/**
 * Action items for everyone in the demo company: each active person has work in progress from whoever they report
 * to (every third one overdue, every fourth due tomorrow) and something already completed; people without a manager
 * (the CEO, the observer) keep their own list.
 */
export async function seedDemoActionItems(tx: Db, d: { tenantId: number; now: Date; today: string }) {
  const people = await tx
    .select({ id: users.id, parentId: users.parentId, accepted: users.invitationAcceptedAt })
    .from(users)
    .where(and(eq(users.tenantId, d.tenantId), isNull(users.deactivatedAt)))
    .orderBy(users.id);
  const active = people.filter((p) => p.accepted !== null);
  const activeIds = new Set(active.map((p) => p.id));
  const rows: Row[] = [];
  const item = (i: number, assigneeId: number, requesterId: number, dueIn: number, completedDaysAgo: number | null): Row => ({
    tenantId: d.tenantId,
    title: TITLES[i % TITLES.length]!,
    dueDate: addDays(d.today, dueIn),
    assigneeId,
    requesterId,
    createdById: requesterId,
    completedAt: completedDaysAgo === null ? null : new Date(d.now.getTime() - completedDaysAgo * DAY),
    createdAt: new Date(d.now.getTime() - (14 + (i % 7)) * DAY),
    updatedAt: new Date(d.now.getTime() - (completedDaysAgo ?? 10) * DAY),
  });
  for (const [i, p] of active.entries()) {
    const requester = p.parentId !== null && activeIds.has(p.parentId) ? p.parentId : p.id;
    const dueIn = i % 3 === 0 ? -2 - (i % 4) : i % 4 === 1 ? 1 : 3 + (i % 9);
    rows.push(item(i, p.id, requester, dueIn, null));
    rows.push(item(i + 5, p.id, requester, -7 - (i % 5), 4 + (i % 6)));
  }
  if (rows.length) await tx.insert(actionItems).values(rows);
}
