import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { notifications, users } from '../db/schema';
import { loadConfig } from '../config';
import { DEMO_ACCOUNTS } from './accounts';
import { seedDemoIfEmpty } from './seed';

const now = new Date('2026-05-20T15:00:00Z');
let database: Database;
let rows: (typeof notifications.$inferSelect)[];
let people: Map<string, number>;

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  await migrateDatabase(database);
  await seedDemoIfEmpty(database.db, loadConfig({ PUBLIC_URL: 'http://trellis.test:3000' }), now);
  rows = await database.db.select().from(notifications).orderBy(asc(notifications.id));
  people = new Map((await database.db.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.email, u.id]));
});
afterAll(() => database.close());

describe('the demo company’s notifications', () => {
  it('come from its last ten days, the last three unread, none waiting for mail', () => {
    expect(rows.length).toBeGreaterThan(10);
    const tenDaysAgo = now.getTime() - 10 * 86_400_000;
    const threeDaysAgo = now.getTime() - 3 * 86_400_000;
    for (const n of rows) {
      expect(n.createdAt.getTime()).toBeGreaterThan(tenDaysAgo);
      expect(n.readAt === null).toBe(n.createdAt.getTime() >= threeDaysAgo);
      expect(n.mailPending).toBe(false);
      expect(n.userId).not.toBe(n.actorId);
    }
    expect(rows.some((n) => n.readAt === null)).toBe(true);
  });

  it('give the manager something to act on and the contributor news of their goals', () => {
    const of = (email: string) => rows.filter((n) => n.userId === people.get(email));
    expect(of(DEMO_ACCOUNTS.manager).length).toBeGreaterThan(0);
    expect(of(DEMO_ACCOUNTS.contributor).length).toBeGreaterThan(0);
    for (const n of rows) expect(n.subject).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ /);
  });

  it('open what they name', async () => {
    const types = new Set(rows.map((n) => n.objectType));
    expect([...types].every((t) => ['Goal', 'GoalStatus', 'Comment'].includes(t))).toBe(true);
    const statuses = rows.filter((n) => n.objectType === 'GoalStatus');
    for (const n of statuses) expect(n.goalId).not.toBeNull();
    const mine = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, people.get(DEMO_ACCOUNTS.manager)!));
    expect(mine.every((n) => n.body.startsWith('“'))).toBe(true);
  });
});
