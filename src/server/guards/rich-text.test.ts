// Rich-text suite (issue 12): the XSS corpus through every field the API document marks as rich text,
// then everything stored (every text column of the company's rows) and everything served (the save's
// answer and every GET without parameters) is parsed: 0 survivors. A new rich-text field is found by
// its description (RICH_TEXT), so it is covered without a line here.
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { withTenant } from '../db/tenant-context';
import { createDemoTenant } from '../demo/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/accounts';
import { createTestApp, bearer, signIn } from '../testing/test-app';
import { RICH_TEXT } from '../../contract/common';
import { apiOperations, type Operation } from './api-operations';
import { fullExampleOf, type JsonSchema } from './schema-values';
import { XSS_CORPUS } from './xss-corpus';
import { stringsIn, unsafeMarkup } from './unsafe-markup';
import { writeFigures } from './figures';

const t = await createTestApp();
const company = await createDemoTenant(t.database.db, { config: t.config, now: t.clock.now }, { subdomain: 'acme' });
const token = await signIn(t, DEMO_ACCOUNTS.ceo, 'acme', DEMO_PASSWORD);
const operations = await apiOperations(t.app);
const tally = { fields: 0, payloads: 0, survivors: 0 };

/** The paths of the rich-text fields in a body schema ([] when it has none). */
function richTextPaths(schema: JsonSchema | null, path: string[] = []): string[][] {
  if (!schema) return [];
  if (schema.type === 'string' && schema.description?.startsWith(RICH_TEXT)) return [path];
  return Object.entries(schema.properties ?? {}).flatMap(([name, child]) => richTextPaths(child, [...path, name]));
}

const withRichText = operations.filter((op) => richTextPaths(op.body).length > 0);
// The GETs without parameters that answer JSON (a download's text is not served as markup: the PDF and Excel user
// lists were 40% of this suite's time).
const readers = operations.filter(
  (op) => op.method === 'GET' && op.answersJson && op.parameters.every((p) => !p.required && p.in !== 'path'),
);

afterAll(async () => {
  writeFigures('rich-text', {
    'rich-text fields': tally.fields,
    payloads: XSS_CORPUS.length,
    'payloads sent': tally.payloads,
    survivors: tally.survivors,
  });
  await t.close();
});

type Target = { url: string; fields: Record<string, unknown>; reset?: () => Promise<void> };

/**
 * Calls that succeed only on real rows: the address and fields to send, and what to undo before each payload.
 * An appraisal is started by the CEO for a direct report in the open quarter (and removed again before the next);
 * notes are the CEO's about a direct report.
 */
const TARGETS: Record<string, () => Promise<Target>> = {
  'POST /api/talent': async () => {
    const { periodId, reports } = await ceoTeam();
    const fields = { UserId: reports[0], EvaluationPeriodId: periodId, Primary: 1, Secondary: 1, TertiaryRating: null };
    const reset = () =>
      withTenant(t.database.db, company.TenantId, async (tx) => {
        await tx.execute(sql`DELETE FROM appraisals WHERE user_id = ${reports[0]} AND period_id = ${periodId}`);
      });
    return { url: '/api/talent', fields, reset };
  },
  'PUT /api/talent/:id': async () => {
    const { periodId, reports } = await ceoTeam();
    const fields = { UserId: reports[1], EvaluationPeriodId: periodId, Primary: 1, Secondary: 1, TertiaryRating: null };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/talent',
      headers: bearer(token),
      payload: { ...fields, Review: '<p>draft</p>' },
    });
    return { url: `/api/talent/${created.json().Id}`, fields };
  },
  // The CEO's own manual entry, without an attachment (an upload is its own call).
  'POST /api/myusermanual/manualadd': async () => ({ url: '/api/myusermanual/manualadd', fields: { Disc: 'D', FilePath: null } }),
  // A note is about someone below the CEO: any of her direct reports.
  'POST /api/note': async () => ({ url: '/api/note', fields: { UserId: (await ceoTeam()).reports[0] } }),
  'PUT /api/note/:id': async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/note',
      headers: bearer(token),
      payload: { UserId: (await ceoTeam()).reports[0], Title: 'Draft', Body: '<p>draft</p>' },
    });
    return { url: `/api/note/${created.json().Id}`, fields: {} };
  },
};

/** The CEO's direct reports without an appraisal in the newest appraisal quarter. */
async function ceoTeam(): Promise<{ periodId: number; reports: number[] }> {
  const o = (await t.app.inject({ url: `/api/talent/0/${company.CeoId}/0?pageSize=100`, headers: bearer(token) })).json();
  const started = new Set(o.evaluations.map((e: { UserId: number }) => e.UserId));
  return { periodId: o.Period.Id, reports: o.users.map((u: { Id: number }) => u.Id).filter((id: number) => !started.has(id)) };
}

function bodyWith(op: Operation, payload: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  const body = { ...(fullExampleOf(op.body!, 1) as Record<string, unknown>), ...fields };
  for (const path of richTextPaths(op.body)) {
    let target = body;
    for (const name of path.slice(0, -1)) target = (target[name] ??= {}) as Record<string, unknown>;
    target[path.at(-1)!] = payload;
  }
  return body;
}

/** Every text column of the company's tables: read once, the schema does not change while the suite runs. */
const textColumns = await queryRows<{ table_name: string; column_name: string }>(
  t.database.db,
  sql`SELECT c.table_name, c.column_name FROM information_schema.columns c
      WHERE c.table_schema = 'public' AND c.data_type IN ('text', 'character varying')
        AND c.table_name IN (SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'tenant_id')`,
);

/** Every text the company's rows hold that could be markup: all text columns in one statement (one per column was a
 * fifth of the suite's time). */
const storedTextsQuery = sql.join(
  textColumns.map(
    ({ table_name: table, column_name: column }) =>
      sql`SELECT ${sql.identifier(column)}::text AS text FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} LIKE '%<%'`,
  ),
  sql` UNION ALL `,
);

async function storedTexts(): Promise<string[]> {
  return withTenant(t.database.db, company.TenantId, async (tx) =>
    (await queryRows<{ text: string }>(tx, storedTextsQuery)).map((r) => r.text),
  );
}

async function servedTexts(): Promise<string[]> {
  const texts: string[] = [];
  for (const op of readers) {
    const res = await t.app.inject({ method: 'GET', url: op.url, headers: bearer(token) });
    if (res.headers['content-type']?.toString().startsWith('application/json')) texts.push(...stringsIn(res.json()));
  }
  return texts;
}

describe('rich text', () => {
  it('is found in the API document (strategy today), and read back through every JSON GET without parameters', () => {
    expect(withRichText.map((op) => op.key)).toContain('POST /api/strategy');
    expect(readers.map((op) => op.key)).toEqual(expect.arrayContaining(['GET /api/dashboard', 'GET /api/strategy']));
    expect(readers.map((op) => op.key)).not.toContain('GET /api/report/userreport/pdf');
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(withRichText.map((op) => [op.key, op] as const))(
    '%s: every payload of the corpus is stored and served without a survivor',
    async (_, op) => {
      tally.fields += richTextPaths(op.body).length;
      const survivors: string[] = [];
      let keptSafeMarkup = false;
      const target = await TARGETS[op.key]?.();
      for (const payload of XSS_CORPUS) {
        tally.payloads++;
        await target?.reset?.();
        const res = await t.app.inject({
          method: op.method as 'POST',
          url: target?.url ?? op.url,
          headers: bearer(token),
          payload: bodyWith(op, payload, target?.fields),
        });
        // A required rich-text field (an appraisal's review) whose payload holds nothing safe is refused, not stored.
        const refusedAsEmpty =
          res.statusCode === 400 &&
          (res.json().Errors ?? []).some((e: { Field: string }) => richTextPaths(op.body).some((path) => path.join('.') === e.Field));
        if (!refusedAsEmpty) expect(res.statusCode, `${payload}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
        const texts = [...stringsIn(res.json()), ...(await storedTexts()), ...(await servedTexts())];
        for (const text of texts) for (const found of unsafeMarkup(text)) survivors.push(`${payload} → ${found} in ${text.slice(0, 120)}`);
        keptSafeMarkup ||= texts.some((text) => text.includes('<p>ok</p><p>still ok</p>'));
      }
      // The check reads what was really stored: the safe part of a payload is there, the script is not.
      expect(keptSafeMarkup).toBe(true);
      tally.survivors += survivors.length;
      expect(survivors).toEqual([]);
    },
    180_000,
  );
});

describe('the survivor check itself', () => {
  it.each([
    ['<p>fine <a href="https://ok.example/" target="_blank" rel="noopener">link</a></p>', []],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', []],
    ['<img src=x onerror=alert(1)>', ['<img>', 'img[src]', 'img[onerror]']],
    ['<a href="javascript:alert(1)">x</a>', ['a[href=javascript:alert(1)]']],
    ['<p onclick="x">y</p>', ['p[onclick]']],
    ['<svg><script>1</script></svg>', ['<svg>', '<script>']],
  ])('finds in %s: %j', (html, expected) => {
    expect(unsafeMarkup(html)).toEqual(expected);
  });
});
