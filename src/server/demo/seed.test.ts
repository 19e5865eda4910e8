import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { outbox, periods, tenants, users } from '../db/schema';
import { loadConfig } from '../config';
import { verifyPassword } from '../auth/passwords';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SUBDOMAIN } from './accounts';
import { demoEffectiveDate, seedDemoIfEmpty } from './seed';

const config = loadConfig({ PUBLIC_URL: 'http://trellis.test:3000' });
const now = new Date('2026-05-20T15:00:00Z');

let database: Database;
let log: string | null;
let people: (typeof users.$inferSelect)[];

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  await migrateDatabase(database);
  log = await seedDemoIfEmpty(database.db, config, now);
  people = await database.db.select().from(users).orderBy(asc(users.id));
});

afterAll(async () => {
  await database.close();
});

const byEmail = (email: string) => {
  const person = people.find((p) => p.email === email);
  if (!person) throw new Error(`no demo user ${email}`);
  return person;
};

describe('seedDemoIfEmpty', () => {
  it('creates Northwind Outfitters at the demo subdomain with a year of history', async () => {
    const rows = await database.db.select().from(tenants);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Northwind Outfitters',
      subdomain: DEMO_SUBDOMAIN,
      effectiveDate: '2025-04-01',
      helpLink: 'https://help.northwind.example',
      supportEmail: 'support@northwind.example',
    });
    const stored = await database.db.select({ n: count() }).from(periods).where(eq(periods.tenantId, rows[0]!.id));
    expect(stored[0]!.n).toBeGreaterThanOrEqual(5);
  });

  it('has exactly one CEO, the demo CEO, who reports to no one', () => {
    const ceos = people.filter((p) => p.roleName === 'ceo');
    expect(ceos.map((p) => [p.name, p.email, p.parentId])).toEqual([['Olivia Hart', DEMO_ACCOUNTS.ceo, null]]);
  });

  it('has at least 20 contributors, managers and one observer without a manager', () => {
    expect(people.filter((p) => p.roleName === 'contributor').length).toBeGreaterThanOrEqual(20);
    expect(people.filter((p) => p.roleName === 'manager').length).toBeGreaterThanOrEqual(4);
    const observers = people.filter((p) => p.roleName === 'observer');
    expect(observers.map((p) => [p.name, p.email, p.parentId])).toEqual([['Victor Obi', DEMO_ACCOUNTS.observer, null]]);
  });

  it('gives everyone but the CEO and observers a manager who is a CEO or manager', () => {
    const roleOf = new Map(people.map((p) => [p.id, p.roleName]));
    const reporting = people.filter((p) => p.roleName === 'manager' || p.roleName === 'contributor');
    expect(reporting.length).toBeGreaterThan(20);
    for (const p of reporting) {
      expect(p.parentId, p.name).not.toBeNull();
      expect(['ceo', 'manager'], p.name).toContain(roleOf.get(p.parentId!));
    }
  });

  it('places the named demo accounts with their roles, flags and managers', () => {
    const ceo = byEmail(DEMO_ACCOUNTS.ceo);
    const marcus = byEmail(DEMO_ACCOUNTS.orgAdmin);
    const daniel = byEmail(DEMO_ACCOUNTS.manager);
    expect(marcus).toMatchObject({
      name: 'Marcus Reed',
      roleName: 'manager',
      jobTitle: 'VP Operations',
      isOrgAdmin: true,
      parentId: ceo.id,
    });
    expect(daniel).toMatchObject({
      name: 'Daniel Cho',
      roleName: 'manager',
      orgUnit: 'Engineering',
      parentId: ceo.id,
    });
    expect(byEmail(DEMO_ACCOUNTS.goalAdmin)).toMatchObject({
      name: 'Priya Shah',
      isGoalAdmin: true,
      isGoalManager: false,
    });
    expect(byEmail(DEMO_ACCOUNTS.hrAdmin)).toMatchObject({
      name: 'Hannah Lee',
      isHrAdmin: true,
      orgUnit: 'People & Culture',
    });
    expect(byEmail(DEMO_ACCOUNTS.contributor)).toMatchObject({
      name: 'Emma Fischer',
      roleName: 'contributor',
      parentId: daniel.id,
    });
    const goalManagers = people.filter((p) => p.isGoalManager);
    expect(goalManagers.map((p) => [p.name, p.roleName])).toEqual([['Sofia Alvarez', 'manager']]);
    expect(people.filter((p) => p.isOrgAdmin).map((p) => p.name)).toEqual(['Marcus Reed']);
  });

  it('spreads people over departments and fills in some profiles', () => {
    const units = new Set(people.map((p) => p.orgUnit));
    for (const unit of ['Engineering', 'Sales', 'Marketing', 'Customer Success', 'Finance', 'People & Culture']) {
      expect(units).toContain(unit);
    }
    expect(people.filter((p) => p.phoneNumber).length).toBeGreaterThanOrEqual(3);
    expect(people.filter((p) => p.biography).length).toBeGreaterThanOrEqual(3);
    expect(people.every((p) => p.jobTitle)).toBe(true);
  });

  it('gives the org chart three levels below the CEO and the managers their responsibilities', () => {
    const depth = (p: (typeof people)[number]): number => (p.parentId === null ? 0 : 1 + depth(people.find((q) => q.id === p.parentId)!));
    expect(Math.max(...people.map(depth))).toBe(3);
    expect(people.filter((p) => p.parentId === byEmail('grace.kim@northwind.example').id).map((p) => p.name)).toEqual([
      'Arjun Mehta',
      'Sara Lindqvist',
      'Paul Evans',
    ]);
    const managers = people.filter((p) => p.roleName === 'ceo' || p.roleName === 'manager');
    expect(managers.filter((p) => !p.responsibility).map((p) => p.name)).toEqual([]);
  });

  it('lets every active user sign in with the demo password', async () => {
    const active = people.filter((p) => p.invitationAcceptedAt && !p.deactivatedAt);
    expect(active.length).toBe(people.length - 2);
    expect(await verifyPassword(byEmail(DEMO_ACCOUNTS.contributor).passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(byEmail(DEMO_ACCOUNTS.observer).passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(byEmail(DEMO_ACCOUNTS.ceo).passwordHash, 'wrong')).toBe(false);
  });

  it('has one invited user whose invitation link waits in the outbox', async () => {
    const invited = people.filter((p) => !p.invitationAcceptedAt);
    expect(invited).toHaveLength(1);
    const felix = invited[0]!;
    expect(felix).toMatchObject({
      name: 'Felix Wagner',
      passwordHash: null,
      invitedById: byEmail(DEMO_ACCOUNTS.manager).id,
    });
    const mails = await database.db.select().from(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: felix.email,
      subject: 'Daniel Cho invited you to Trellis',
      tenantId: felix.tenantId,
    });
    expect(mails[0]!.link).toMatch(/^http:\/\/trellis\.test:3000\/v3\/invitation\/[1-9][0-9]*\.[\w-]{43}$/);
  });

  it('has one deactivated user, deactivated before now', () => {
    const deactivated = people.filter((p) => p.deactivatedAt);
    expect(deactivated.map((p) => p.name)).toEqual(['Ryan Scott']);
    expect(deactivated[0]!.deactivatedAt!.getTime()).toBeLessThan(now.getTime());
  });

  it('returns the URL and the demo sign-ins for the log', () => {
    expect(log).toContain('http://trellis.test:3000/');
    for (const email of Object.values(DEMO_ACCOUNTS)) expect(log).toContain(email);
    expect(log).toMatch(/Manager\s+Daniel Cho\s+daniel\.cho@northwind\.example/);
    expect(log).toContain(DEMO_PASSWORD);
  });

  it('does nothing once a tenant exists', async () => {
    expect(await seedDemoIfEmpty(database.db, config, new Date())).toBeNull();
    expect(await database.db.select({ n: count() }).from(tenants)).toEqual([{ n: 1 }]);
    expect(await database.db.select({ n: count() }).from(users)).toEqual([{ n: people.length }]);
    expect(await database.db.select({ n: count() }).from(outbox)).toEqual([{ n: 1 }]);
  });
});

describe('demoEffectiveDate', () => {
  it.each([
    ['2026-05-20T15:00:00Z', '2025-04-01'],
    ['2026-01-01T12:00:00Z', '2025-01-01'],
    // 03:00 UTC on 1 January is still 31 December in Central Time
    ['2026-01-01T03:00:00Z', '2024-10-01'],
    ['2028-02-29T12:00:00Z', '2027-01-01'],
    ['2026-12-31T12:00:00Z', '2025-10-01'],
  ])('at %s is %s', (at, expected) => {
    expect(demoEffectiveDate(new Date(at))).toBe(expected);
  });
});
