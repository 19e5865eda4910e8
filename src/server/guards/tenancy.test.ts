import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { withTenant } from '../db/tenant-context';
import {
  actionItems,
  aiSummaries,
  appraisals,
  auditEntries,
  departmentReach,
  goalEdits,
  keyResultCheckins,
  keyResultProposals,
  keyResults,
  proposedKeyResults,
  calendarFeeds,
  calibrationMoves,
  calibrations,
  chatWebhooks,
  feedbackRequests,
  reviewQuestions,
  rhythmSends,
  rhythmSettings,
  scimExternalIds,
  scimTokens,
  ssoConnections,
  ssoIdentities,
  ssoSignIns,
  orgUnitVersions,
  mailQueue,
  userManualFiles,
  userManuals,
  companyThemes,
  notes,
  periods,
  strategySections,
  talentSettings,
  users,
} from '../db/schema';
import { DEFAULT_TALENT_LABELS } from '../../domain/talent/settings-rules';
import { buildGoal, buildGoalExtras } from '../goals/goal-factory';
import { insertNotifications } from '../notifications/queries';
import { createTestApp, givenTenant, givenUser, signIn, PASSWORD, type TestApp } from '../testing/test-app';

let t: TestApp;
let a: Awaited<ReturnType<typeof givenTenant>>;
let b: Awaited<ReturnType<typeof givenTenant>>;
let tenantTables: string[];

beforeAll(async () => {
  t = await createTestApp();
  a = await givenTenant(t, 'alpha');
  b = await givenTenant(t, 'beta');
  // Give every table rows in both tenants: users, sessions, links and outbox mails, periods and weeks,
  // goals with everything around them, themes and strategy sections.
  for (const [tenant, sub] of [
    [a, 'alpha'],
    [b, 'beta'],
  ] as const) {
    const pat = await givenUser(t, tenant.TenantId, { name: 'Pat', email: `pat@${sub}.test`, password: PASSWORD, role: 'contributor' });
    await signIn(t, tenant.ceoEmail, sub);
    await t.app.inject({ method: 'POST', url: '/api/Auth/ForgotPassword', payload: { Email: `pat@${sub}.test`, domain: sub } });
    await withTenant(t.database.db, tenant.TenantId, async (tx) => {
      const [period] = await tx.select().from(periods).where(eq(periods.tenantId, tenant.TenantId)).limit(1);
      const goal = await buildGoal(tx, { tenantId: tenant.TenantId, ownerId: tenant.CeoId, periodId: period!.id, statuses: [[3, 3]] });
      await buildGoalExtras(tx, { tenantId: tenant.TenantId, goalId: goal.id, userId: tenant.CeoId });
      await tx.insert(companyThemes).values({ tenantId: tenant.TenantId, periodId: period!.id, title: 'Focus', createdById: tenant.CeoId });
      await tx
        .insert(strategySections)
        .values({ tenantId: tenant.TenantId, section: 'Mission', draft: '<p>Ours</p>', updatedById: tenant.CeoId });
      const L = DEFAULT_TALENT_LABELS;
      await tx.insert(talentSettings).values({
        tenantId: tenant.TenantId,
        primaryLabels: L.PrimaryLabels,
        secondaryLabels: L.SecondaryLabels,
        tertiaryLabels: L.TertiaryLabels,
        formLabels: L.FormLable,
      });
      const [appraisal] = await tx
        .insert(appraisals)
        .values({
          tenantId: tenant.TenantId,
          userId: pat.UserId,
          reviewerId: tenant.CeoId,
          periodId: period!.id,
          review: '<p>Ours</p>',
          primaryRating: 2,
          secondaryRating: 2,
          ratingScale: 3,
          primaryLabel: 'Meets expectations',
          secondaryLabel: 'Ready for more',
        })
        .returning();
      // Issue 34: a review question, a peer's feedback, a calibration and a move in it.
      const asked = [{ id: 1, text: 'What went well?', kind: 'text' as const, scale: null, required: true }];
      await tx.insert(reviewQuestions).values({
        tenantId: tenant.TenantId,
        audience: 'peer',
        position: 1,
        text: 'What went well?',
        kind: 'text',
        updatedById: tenant.CeoId,
      });
      await tx.insert(feedbackRequests).values({
        tenantId: tenant.TenantId,
        periodId: period!.id,
        subjectId: pat.UserId,
        respondentId: tenant.CeoId,
        kind: 'peer',
        state: 'submitted',
        questions: asked,
        answers: [{ questionId: 1, rating: null, text: 'Ours' }],
      });
      const [calibration] = await tx
        .insert(calibrations)
        .values({ tenantId: tenant.TenantId, periodId: period!.id, name: 'Ours', deadline: '2026-12-31', openedById: tenant.CeoId })
        .returning();
      await tx.insert(calibrationMoves).values({
        tenantId: tenant.TenantId,
        calibrationId: calibration!.id,
        appraisalId: appraisal!.id,
        userId: pat.UserId,
        fromPrimary: 2,
        fromSecondary: 2,
        toPrimary: 3,
        toSecondary: 2,
        reason: 'Ours',
        movedById: tenant.CeoId,
      });
      await tx.insert(notes).values({
        tenantId: tenant.TenantId,
        authorId: tenant.CeoId,
        userId: pat.UserId,
        title: 'Ours',
        body: '<p>Ours</p>',
        bodyText: 'Ours',
      });
      await tx.insert(actionItems).values({
        tenantId: tenant.TenantId,
        title: 'Ours',
        dueDate: '2026-06-01',
        assigneeId: pat.UserId,
        requesterId: tenant.CeoId,
        createdById: tenant.CeoId,
      });
      await tx.insert(aiSummaries).values({
        tenantId: tenant.TenantId,
        userId: pat.UserId,
        kind: 'quarter',
        periodId: period!.id,
        forWhom: 1,
        status: 'done',
        texts: { GoalSummary: { Summary: 'Ours', SummaryAdditionalContext: null, Goals: [] }, AnnualSummary: null, Sent: null },
        generatedById: pat.UserId,
      });
      const [file] = await tx
        .insert(userManualFiles)
        .values({ tenantId: tenant.TenantId, userId: pat.UserId, fileKey: `${sub}.pdf`, name: 'Ours.pdf', bytes: Buffer.from('%PDF-') })
        .returning();
      await tx.insert(userManuals).values({
        tenantId: tenant.TenantId,
        userId: pat.UserId,
        privateKey: `private-${sub}-key-000000`,
        publicKey: `public-${sub}-key-0000000`,
        status: 4,
        source: 'manual',
        disc: 'S',
        description: '<p>Ours</p>',
        attachmentId: file!.id,
      });
      await tx.insert(mailQueue).values({ tenantId: tenant.TenantId, to: `pat@${sub}.test`, subject: 'Waiting', body: 'For SMTP.' });
      await tx.insert(auditEntries).values({
        tenantId: tenant.TenantId,
        actorId: tenant.CeoId,
        action: 'user.role',
        subjectUserId: pat.UserId,
        before: { RoleName: 'manager' },
        after: { RoleName: 'contributor' },
      });
      await tx.insert(departmentReach).values({
        tenantId: tenant.TenantId,
        periodId: period!.id,
        orgUnit: 'Sales',
        treeVersion: 1,
        orgUnitVersion: 1,
        goalIds: [goal.id],
      });
      const [keyResult] = await tx
        .insert(keyResults)
        .values({
          tenantId: tenant.TenantId,
          goalId: goal.id,
          title: 'Ours',
          kind: 'number',
          direction: 'increase',
          start: 0,
          target: 10,
          current: 4,
          ownerId: tenant.CeoId,
          position: 1,
        })
        .returning();
      await tx.insert(keyResultCheckins).values({
        tenantId: tenant.TenantId,
        keyResultId: keyResult!.id,
        goalId: goal.id,
        value: 4,
        userId: tenant.CeoId,
        progress: 40,
        expected: 50,
      });
      const [edit] = await tx.select().from(goalEdits).where(eq(goalEdits.goalId, goal.id));
      const [proposal] = await tx
        .insert(keyResultProposals)
        .values({ tenantId: tenant.TenantId, goalId: goal.id, editId: edit!.id, createdById: tenant.CeoId })
        .returning();
      await tx.insert(proposedKeyResults).values({
        tenantId: tenant.TenantId,
        proposalId: proposal!.id,
        keyResultId: keyResult!.id,
        title: 'Ours, sharper',
        kind: 'number',
        direction: 'increase',
        start: 0,
        target: 20,
        weight: 1,
        ownerId: tenant.CeoId,
        position: 1,
      });
      await tx.insert(orgUnitVersions).values({ tenantId: tenant.TenantId, version: 1 });
      // Issue 32: the provider connection, a linked person, a sign-in under way, a SCIM token and a provisioned person.
      const issuer = `https://id.${sub}.test`;
      await tx.insert(ssoConnections).values({
        tenantId: tenant.TenantId,
        issuer,
        providerName: 'Ours',
        clientId: 'trellis',
        clientSecretEncrypted: 'v1.sealed',
        domains: [`${sub}.test`],
        updatedById: tenant.CeoId,
      });
      await tx.insert(ssoIdentities).values({ tenantId: tenant.TenantId, userId: pat.UserId, issuer, subject: 'pat' });
      const later = new Date(Date.now() + 600_000);
      await tx.insert(ssoSignIns).values({ tenantId: tenant.TenantId, stateHash: sub, nonce: 'n', codeVerifier: 'v', expiresAt: later });
      await tx.insert(scimTokens).values({ tenantId: tenant.TenantId, name: 'Ours', tokenHash: sub, createdById: tenant.CeoId });
      await tx.insert(scimExternalIds).values({ tenantId: tenant.TenantId, userId: pat.UserId, externalId: `ext-${sub}` });
      // Issue 33: the follow-up settings, a reminder sent, a chat webhook and a calendar feed.
      await tx.insert(rhythmSettings).values({ tenantId: tenant.TenantId, updatedById: tenant.CeoId });
      await tx.insert(rhythmSends).values({ tenantId: tenant.TenantId, weekStart: '2026-11-23', kind: 'reminder', userId: pat.UserId });
      await tx
        .insert(chatWebhooks)
        .values({ tenantId: tenant.TenantId, kind: 'slack', urlEncrypted: 'v1.sealed', updatedById: tenant.CeoId });
      await tx.insert(calendarFeeds).values({ tenantId: tenant.TenantId, userId: pat.UserId, tokenHash: sub });
      await insertNotifications(tx, [
        {
          tenantId: tenant.TenantId,
          userId: tenant.CeoId,
          eventType: 'goal_approved',
          subject: 'Approved',
          body: '“Grow”',
          objectType: 'Goal',
          objectId: goal.id,
          goalId: goal.id,
          mailPending: true,
        },
      ]);
    });
  }
  tenantTables = (
    await queryRows<{ table_name: string }>(
      t.database.db,
      sql`SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'tenant_id' ORDER BY 1`,
    )
  ).map((r) => r.table_name);
});
afterAll(() => t.close());

describe('row-level security', () => {
  it('is enabled, forced and has a policy on every tenant table', async () => {
    expect(tenantTables).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'account_tokens',
        'outbox',
        'periods',
        'period_weeks',
        'goals',
        'comments',
        'strategy_sections',
        'talent_settings',
        'appraisals',
        'review_questions',
        'feedback_requests',
        'calibrations',
        'calibration_moves',
        'notes',
        'action_items',
        'ai_summaries',
        'user_manuals',
        'user_manual_files',
        'audit_entries',
        'notifications',
      ]),
    );
    const rows = await queryRows<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean; policies: number }>(
      t.database.db,
      sql`SELECT c.relname, c.relrowsecurity, c.relforcerowsecurity,
                 (SELECT count(*)::int FROM pg_policy p WHERE p.polrelid = c.oid) AS policies
          FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname IN (${sql.join(
            [...tenantTables, 'tenants'].map((n) => sql`${n}`),
            sql`, `,
          )})`,
    );
    expect(rows).toHaveLength(tenantTables.length + 1);
    // tenant_isolation for trellis_app and system_access for the owner (decision 052; distribution.test.ts checks their terms).
    for (const r of rows) expect(r).toEqual({ relname: r.relname, relrowsecurity: true, relforcerowsecurity: true, policies: 2 });
  });

  it("hides every other tenant's rows from a deliberately unscoped query", async () => {
    for (const table of tenantTables) {
      const all = await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE tenant_id = ${b.TenantId}`,
      );
      expect({ table, rows: all[0]!.n > 0 }).toEqual({ table, rows: true });
      const seen = await withTenant(t.database.db, a.TenantId, (tx) =>
        queryRows<{ n: number; foreign: number }>(
          tx,
          sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE tenant_id <> ${a.TenantId})::int AS foreign FROM ${sql.identifier(table)}`,
        ),
      );
      expect({ table, foreign: seen[0]!.foreign, any: seen[0]!.n > 0 }).toEqual({ table, foreign: 0, any: true });
    }
    const visibleTenants = await withTenant(t.database.db, a.TenantId, (tx) => queryRows<{ id: number }>(tx, sql`SELECT id FROM tenants`));
    expect(visibleTenants.map((r) => Number(r.id))).toEqual([a.TenantId]);
  });

  it('refuses to write a row into another tenant', async () => {
    await expect(
      withTenant(t.database.db, a.TenantId, (tx) =>
        tx.insert(users).values({ tenantId: b.TenantId, name: 'Mallory', email: 'mallory@beta.test', roleName: 'contributor' }),
      ),
    ).rejects.toThrow();
    const updated = await withTenant(t.database.db, a.TenantId, (tx) =>
      queryRows<{ id: number }>(tx, sql`UPDATE users SET name = 'Hacked' WHERE tenant_id = ${b.TenantId} RETURNING id`),
    );
    expect(updated).toEqual([]);
  });

  it('keeps the audit log append-only inside a request: entries are read and added, never changed or removed', async () => {
    const own = sql`FROM audit_entries WHERE tenant_id = ${a.TenantId}`;
    const [{ n: before } = { n: 0 }] = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n ${own}`);
    expect(before).toBeGreaterThan(0);
    for (const change of [sql`UPDATE audit_entries SET action = 'rewritten'`, sql`DELETE ${own}`, sql`TRUNCATE audit_entries`]) {
      const refusal = await withTenant(t.database.db, a.TenantId, (tx) => tx.execute(change)).then(
        () => 'allowed',
        (e: { cause?: Error }) => e.cause?.message,
      );
      expect(refusal).toMatch(/^permission denied for table audit_entries/);
    }
    const [{ n: after } = { n: 0 }] = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n ${own}`);
    expect(after).toBe(before);
  });

  it('sees nothing when no tenant is set', async () => {
    const rows = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL ROLE trellis_app`);
      return queryRows<{ n: number }>(tx as never, sql`SELECT count(*)::int AS n FROM users`);
    });
    expect(rows[0]!.n).toBe(0);
  });
});
