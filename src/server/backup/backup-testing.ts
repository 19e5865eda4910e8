import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { queryRows, type Db } from '../db/client';
import { createDemoTenant } from '../demo/seed';
import { MAIL_TABLES } from './company';

export const config = loadConfig({ TRELLIS_DEMO: 'off', LOG_LEVEL: 'silent' });
export const now = new Date('2026-05-20T09:00:00Z');

/** The demo company with files: a logo, avatars and a manual's PDF, so bytea round trips too. */
export async function givenRichCompany(db: Db, subdomain: string) {
  const created = await createDemoTenant(db, { config, now }, { subdomain });
  const bytes = () => sql`decode(${randomBytes(3000).toString('hex')}, 'hex')`;
  await db.execute(sql`UPDATE tenants SET logo = ${bytes()}, logo_type = 'image/png' WHERE id = ${created.TenantId}`);
  const people = await queryRows<{ id: number }>(db, sql`SELECT id FROM users WHERE tenant_id = ${created.TenantId} ORDER BY id LIMIT 3`);
  for (const p of people) {
    await db.execute(
      sql`UPDATE users SET avatar = ${bytes()}, avatar_type = 'image/png', avatar_key = ${randomBytes(8).toString('hex')} WHERE id = ${p.id}`,
    );
  }
  await db.execute(
    sql`INSERT INTO user_manual_files (tenant_id, user_id, file_key, name, bytes)
        VALUES (${created.TenantId}, ${people[0]!.id}, ${randomBytes(8).toString('hex')}, 'manual.pdf', ${bytes()})`,
  );
  // What the demo leaves empty: a signed-in session, an AI summary, queued mail, an audit entry (when that table exists).
  const [ceo, someone] = [created.CeoId, people[1]!.id];
  await db.execute(
    sql`INSERT INTO sessions (tenant_id, user_id, token_hash, expires_at) VALUES (${created.TenantId}, ${ceo}, ${randomBytes(32).toString('hex')}, ${now.toISOString()}::timestamptz + interval '1 day')`,
  );
  const [period] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM periods WHERE tenant_id = ${created.TenantId} ORDER BY id LIMIT 1`,
  );
  await db.execute(
    sql`INSERT INTO ai_summaries (tenant_id, user_id, kind, period_id, for_whom, status, facts, generated_by_id, edited_by_id)
        VALUES (${created.TenantId}, ${someone}, 'quarter', ${period!.id}, 1, 'done', '{"Goals": 3}'::jsonb, ${ceo}, ${ceo})`,
  );
  // Mail waiting for an SMTP server goes with the company, and is sent from where it is imported.
  await db.execute(
    sql`INSERT INTO mail_queue (tenant_id, "to", subject, body, attempts, last_error)
        VALUES (${created.TenantId}, 'pat@example.test', 'Your invitation', 'Waiting for the server.', 2, '421 try later')`,
  );
  const [audit] = await queryRows<{ exists: boolean }>(db, sql`SELECT to_regclass('public.audit_entries') IS NOT NULL AS exists`);
  if (audit?.exists) {
    await db.execute(
      sql`INSERT INTO audit_entries (tenant_id, actor_id, action, subject_user_id, before, after)
          VALUES (${created.TenantId}, ${ceo}, 'user.manager', ${someone},
                  jsonb_build_object('Manager', jsonb_build_object('Id', ${ceo}::bigint, 'Name', 'Was')),
                  jsonb_build_object('Manager', jsonb_build_object('Id', ${people[2]!.id}::bigint, 'Name', 'Now')))`,
    );
  }
  const [reach] = await queryRows<{ exists: boolean }>(db, sql`SELECT to_regclass('public.department_reach') IS NOT NULL AS exists`);
  if (reach?.exists) {
    // A kept department set (made on first use of the alignment tree's filter) and a department change counted.
    await db.execute(
      sql`INSERT INTO department_reach (tenant_id, period_id, org_unit, tree_version, org_unit_version, goal_ids)
          SELECT tenant_id, period_id, 'Sales', 1, 1, array_agg(id) FROM goals WHERE tenant_id = ${created.TenantId}
          GROUP BY tenant_id, period_id LIMIT 1`,
    );
    await db.execute(sql`INSERT INTO org_unit_versions (tenant_id, version) VALUES (${created.TenantId}, 1) ON CONFLICT DO NOTHING`);
  }
  const [proposals] = await queryRows<{ exists: boolean }>(
    db,
    sql`SELECT to_regclass('public.proposed_key_results') IS NOT NULL AS exists`,
  );
  if (proposals?.exists) {
    // Key results proposed with a goal's edit (decision 070): one changed, one removed.
    await db.execute(
      sql`INSERT INTO key_result_proposals (tenant_id, goal_id, edit_id, created_by_id)
          SELECT tenant_id, goal_id, id, created_by_id FROM goal_edits WHERE tenant_id = ${created.TenantId} ORDER BY id LIMIT 1`,
    );
    await db.execute(
      sql`INSERT INTO proposed_key_results (tenant_id, proposal_id, key_result_id, title, kind, direction, start, target, weight, owner_id, position, removed)
          SELECT kr.tenant_id, p.id, kr.id, kr.title, kr.kind, kr.direction, kr.start, kr.target + 1, kr.weight, kr.owner_id, n, n = 2
          FROM (SELECT * FROM key_results WHERE tenant_id = ${created.TenantId} ORDER BY id LIMIT 2) kr
          CROSS JOIN (SELECT id FROM key_result_proposals WHERE tenant_id = ${created.TenantId} ORDER BY id LIMIT 1) p
          CROSS JOIN LATERAL (SELECT CASE WHEN kr.id = (SELECT min(id) FROM key_results WHERE tenant_id = ${created.TenantId}) THEN 1 ELSE 2 END AS n) pos`,
    );
  }
  const [identity] = await queryRows<{ exists: boolean }>(db, sql`SELECT to_regclass('public.scim_external_ids') IS NOT NULL AS exists`);
  if (identity?.exists) {
    // Issue 32: the company's provider connection, a person linked to it, a sign-in under way, a SCIM token and the
    // provider's id of a person it provisions.
    await db.execute(
      sql`INSERT INTO sso_connections (tenant_id, issuer, provider_name, client_id, client_secret_encrypted, domains, updated_by_id)
          VALUES (${created.TenantId}, 'https://id.example.test', 'Example ID', 'trellis', 'v1.sealed', ARRAY['example.test'], ${ceo})`,
    );
    await db.execute(
      sql`INSERT INTO sso_identities (tenant_id, user_id, issuer, subject) VALUES (${created.TenantId}, ${someone}, 'https://id.example.test', 'sub-1')`,
    );
    await db.execute(
      sql`INSERT INTO sso_sign_ins (tenant_id, state_hash, nonce, code_verifier, expires_at)
          VALUES (${created.TenantId}, repeat('a', 64), 'nonce', 'verifier', now() + interval '10 minutes')`,
    );
    await db.execute(
      sql`INSERT INTO scim_tokens (tenant_id, name, token_hash, created_by_id) VALUES (${created.TenantId}, 'Okta', repeat('b', 64), ${ceo})`,
    );
    await db.execute(
      sql`INSERT INTO scim_external_ids (tenant_id, user_id, external_id) VALUES (${created.TenantId}, ${someone}, '00u1abcd')`,
    );
  }
  const [rhythm] = await queryRows<{ exists: boolean }>(db, sql`SELECT to_regclass('public.rhythm_sends') IS NOT NULL AS exists`);
  if (rhythm?.exists) {
    // Issue 33: the follow-up settings, a reminder and an escalation sent, a chat webhook, a goal continued from another
    // and a calendar feed (a token: it stays behind).
    await db.execute(sql`INSERT INTO rhythm_settings (tenant_id, update_weekday, updated_by_id) VALUES (${created.TenantId}, 4, ${ceo})`);
    await db.execute(
      sql`INSERT INTO rhythm_sends (tenant_id, week_start, kind, user_id, about_user_id)
          VALUES (${created.TenantId}, '2026-11-23', 'reminder', ${someone}, NULL), (${created.TenantId}, '2026-11-23', 'manager', ${ceo}, ${someone})`,
    );
    await db.execute(
      sql`INSERT INTO chat_webhooks (tenant_id, kind, url_encrypted, updated_by_id) VALUES (${created.TenantId}, 'teams', 'v1.sealed', ${ceo})`,
    );
    await db.execute(
      sql`UPDATE goals SET continued_from_id = (SELECT min(id) FROM goals WHERE tenant_id = ${created.TenantId})
          WHERE tenant_id = ${created.TenantId} AND id = (SELECT max(id) FROM goals WHERE tenant_id = ${created.TenantId})`,
    );
    await db.execute(
      sql`INSERT INTO calendar_feeds (tenant_id, user_id, token_hash) VALUES (${created.TenantId}, ${someone}, repeat('c', 64))`,
    );
    // A manager's weekly summary: a notification whose object is a person (NOTIFIED_OBJECT_TABLES).
    await db.execute(
      sql`INSERT INTO notifications (tenant_id, user_id, event_type, subject, body, object_type, object_id)
          VALUES (${created.TenantId}, ${ceo}, 'team_summary', 'Your team''s week', '1 behind', 'TeamSummary', ${someone})`,
    );
  }
  const [voices] = await queryRows<{ exists: boolean }>(db, sql`SELECT to_regclass('public.calibration_moves') IS NOT NULL AS exists`);
  if (voices?.exists) {
    // Issue 34: a review question, a peer's feedback about someone, a calibration and a move of an appraisal in it.
    await db.execute(
      sql`INSERT INTO review_questions (tenant_id, audience, position, text, kind, scale, updated_by_id)
          VALUES (${created.TenantId}, 'peer', 1, 'How did they help you?', 'rating', '["Rarely", "Often"]'::jsonb, ${ceo})`,
    );
    await db.execute(
      sql`INSERT INTO feedback_requests (tenant_id, period_id, subject_id, respondent_id, kind, state, nominated_by_id, questions, answers)
          VALUES (${created.TenantId}, ${period!.id}, ${someone}, ${ceo}, 'peer', 'submitted', ${someone},
                  '[{"id": 1, "text": "How did they help you?", "kind": "rating", "scale": ["Rarely", "Often"], "required": true}]'::jsonb,
                  '[{"questionId": 1, "rating": 2, "text": null}]'::jsonb)`,
    );
    await db.execute(
      sql`INSERT INTO calibrations (tenant_id, period_id, root_user_id, name, deadline, opened_by_id)
          VALUES (${created.TenantId}, ${period!.id}, ${ceo}, 'Everyone', '2026-12-31', ${ceo})`,
    );
    await db.execute(
      sql`INSERT INTO calibration_moves (tenant_id, calibration_id, appraisal_id, user_id, from_primary, from_secondary, to_primary, to_secondary, reason, moved_by_id)
          SELECT a.tenant_id, c.id, a.id, a.user_id, a.primary_rating, a.secondary_rating, 1, 1, 'Seen across teams', ${ceo}
          FROM (SELECT * FROM appraisals WHERE tenant_id = ${created.TenantId} ORDER BY id LIMIT 1) a
          CROSS JOIN (SELECT id FROM calibrations WHERE tenant_id = ${created.TenantId} ORDER BY id LIMIT 1) c`,
    );
  }
  return created;
}

/** Every row of every public table (generated columns too), as JSON, sorted: two databases alike give equal lists. */
export async function allRows(db: Db): Promise<Record<string, string[]>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await queryRows<{ r: string }>(db, sql`SELECT to_jsonb(t)::text AS r FROM ${sql.identifier(name)} t`);
    out[name] = rows.map((r) => r.r).sort();
  }
  return out;
}

/** One company's rows per table (tenants: its row), parsed. */
export async function companyRows(db: Db, tenantId: number): Promise<Record<string, Record<string, unknown>[]>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'tenant_id' ORDER BY 1`,
  );
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const name of ['tenants', ...tables.map((t) => t.name).filter((t) => !MAIL_TABLES.includes(t))]) {
    const where = name === 'tenants' ? sql`t.id = ${tenantId}` : sql`t.tenant_id = ${tenantId}`;
    const rows = await queryRows<{ r: string }>(db, sql`SELECT to_jsonb(t)::text AS r FROM ${sql.identifier(name)} t WHERE ${where}`);
    out[name] = rows.map((r) => JSON.parse(r.r) as Record<string, unknown>);
  }
  return out;
}

export const sorted = (rows: Record<string, unknown>[]) => rows.map((r) => JSON.stringify(r)).sort();
