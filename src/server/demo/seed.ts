import { and, count, eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { tenants, users } from '../db/schema';
import { withTenant } from '../db/tenant-context';
import { createMailer } from '../mail/mailer';
import { DEFAULT_TIME_ZONE, ianaOf } from '../../domain/time-zones';
import { periodIndexOn, todayIn } from '../../domain/periods';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SUBDOMAIN } from './accounts';
import { DEMO_CEO, DEMO_COMPANY, DEMO_PEOPLE, type DemoProfile } from './people';
import { seedDemoGoals } from './goals';
import { seedDemoKeyResults } from './key-results';
import { seedDemoStrategy } from './strategy';
import { seedDemoNotifications } from './notifications';
import { seedDemoTalent } from './talent';
import { seedReviews } from './reviews';
import { seedFeedback } from './feedback';
import { seedCalibration } from './calibration';
import { seedDemoNotes } from './notes';
import { seedDemoActionItems } from './action-items';
import { seedDemoUserManuals } from './user-manuals';
import { addUser, createTenant, updateProfileFields } from '../people';
import { sendInvitation, tenantUrl } from '../auth';

const DEACTIVATED_DAYS_AGO = 30;

/** Start of the calendar quarter one year before today, so the demo has a past quarter of history. */
export function demoEffectiveDate(now: Date): string {
  const [y, m] = todayIn(ianaOf(DEFAULT_TIME_ZONE), now).split('-').map(Number) as [number, number];
  return `${y - 1}-${String(Math.floor((m - 1) / 3) * 3 + 1).padStart(2, '0')}-01`;
}

/**
 * Creates the demo company with its people and their goals, in one transaction: a failure leaves no
 * half-made company.
 * Its mail stays in the outbox even when SMTP is set, because the demo addresses cannot receive mail.
 */
export async function createDemoTenant(
  db: Db,
  deps: { config: Config; now: Date },
  r: { subdomain: string; name?: string },
): Promise<{ TenantId: number; CeoId: number }> {
  const { config, now } = deps;
  const mailer = createMailer({ ...config, smtpUrl: undefined });
  return db.transaction(async (tx) => {
    const created = await createTenant(
      tx,
      {
        subdomain: r.subdomain,
        name: r.name ?? DEMO_COMPANY,
        ceoName: DEMO_CEO.name,
        ceoEmail: DEMO_CEO.email,
        password: DEMO_PASSWORD,
        effectiveDate: demoEffectiveDate(now),
      },
      now,
    );
    const tenantId = created.TenantId;
    await withTenant(tx, tenantId, async (t) => {
      await t
        .update(tenants)
        .set({ helpLink: 'https://help.northwind.example', supportEmail: 'support@northwind.example' })
        .where(eq(tenants.id, tenantId));
      await updateProfileFields(t, tenantId, created.CeoId, { orgUnit: DEMO_CEO.orgUnit, ...profileValues(DEMO_CEO.profile) });
      const ids = new Map<string, number>([[DEMO_CEO.email, created.CeoId]]);
      for (const { profile, status, ...person } of DEMO_PEOPLE) {
        const invitedBy = status === 'invited' && person.managerEmail ? ids.get(person.managerEmail) : undefined;
        const password = status === 'invited' ? undefined : DEMO_PASSWORD;
        const { UserId } = await addUser(t, tenantId, { ...person, password }, now, invitedBy);
        ids.set(person.email, UserId);
        if (profile) await updateProfileFields(t, tenantId, UserId, profileValues(profile));
        if (status === 'invited') {
          await sendInvitation(t, { config, mailer, now: () => now }, tenantId, UserId);
        } else if (status === 'deactivated') {
          const deactivatedAt = new Date(now.getTime() - DEACTIVATED_DAYS_AGO * 86_400_000);
          // Back-dated, as no use case would: the demo's exception in db/table-owners.test.ts.
          await t
            .update(users)
            .set({ deactivatedAt, updatedAt: now })
            .where(and(eq(users.tenantId, tenantId), eq(users.id, UserId)));
        }
      }
      await seedDemoGoals(t, { tenantId, now, people: ids });
      await seedDemoKeyResults(t, { tenantId, now, today: todayIn(ianaOf(DEFAULT_TIME_ZONE), now) });
      await seedDemoStrategy(t, { tenantId, ceoId: created.CeoId, now });
      await seedDemoNotifications(t, { tenantId, now });
      const effectiveDate = demoEffectiveDate(now);
      const currentIndex = periodIndexOn(effectiveDate, todayIn(ianaOf(DEFAULT_TIME_ZONE), now));
      await seedDemoTalent(t, { tenantId, now, effectiveDate, people: ids, currentIndex });
      // Appraisals with more voices (issue 34): self-reviews, peer and upward feedback, a finished calibration.
      await seedReviews(t, { tenantId, now, people: ids, currentIndex });
      await seedFeedback(t, { tenantId, now, people: ids, currentIndex });
      await seedCalibration(t, { tenantId, now, people: ids, currentIndex });
      await seedDemoNotes(t, { tenantId, now, people: ids });
      await seedDemoUserManuals(t, { tenantId, now, people: ids });
      await seedDemoActionItems(t, { tenantId, now, today: todayIn(ianaOf(DEFAULT_TIME_ZONE), now) });
    });
    return created;
  });
}

const profileValues = (p: DemoProfile) => ({
  phoneNumber: p.phoneNumber ?? null,
  biography: p.biography ?? null,
  responsibility: p.responsibility ?? null,
});

/** On an empty database, creates the demo company and returns its sign-ins for the start-up log. */
export async function seedDemoIfEmpty(db: Db, config: Config, now: Date): Promise<string | null> {
  if (await anyTenant(db)) return null;
  try {
    await createDemoTenant(db, { config, now }, { subdomain: DEMO_SUBDOMAIN });
  } catch (error) {
    // Another instance sharing the database may have seeded it at the same moment.
    if (await anyTenant(db)) return null;
    throw error;
  }
  return demoSignIns(config);
}

// System query: the tenants table, before any tenant context exists.
async function anyTenant(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(tenants);
  return (row?.n ?? 0) > 0;
}

const ROLE_LABELS: Record<keyof typeof DEMO_ACCOUNTS, string> = {
  ceo: 'CEO',
  orgAdmin: 'Org admin',
  goalAdmin: 'Goal admin',
  hrAdmin: 'HR admin',
  manager: 'Manager',
  contributor: 'Contributor',
  observer: 'Observer',
};

/** The demo sign-ins as a small text table. */
export function demoSignIns(config: Config): string {
  const names = new Map([[DEMO_CEO.email, DEMO_CEO.name], ...DEMO_PEOPLE.map((p) => [p.email, p.name] as const)]);
  const rows = Object.entries(DEMO_ACCOUNTS).map(([key, email]) => [
    ROLE_LABELS[key as keyof typeof DEMO_ACCOUNTS],
    names.get(email) ?? '',
    email,
  ]);
  const widths = [0, 1].map((i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) => `  ${row[0]!.padEnd(widths[0]!)}  ${row[1]!.padEnd(widths[1]!)}  ${row[2]}`;
  return [
    `Demo company "${DEMO_COMPANY}" is ready at ${tenantUrl(config, DEMO_SUBDOMAIN, '/')} (company domain "${DEMO_SUBDOMAIN}").`,
    'Sign in as:',
    ...rows.map(line),
    `  Password for all of them: ${DEMO_PASSWORD}`,
  ].join('\n');
}
