import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-db';
import { queryRows, type Database } from './client';
import { distributionDdl, distributionProblems, localTables, readCatalogue, referenceTables } from './distribution';
import { withTenant } from './tenant-context';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the schema is ready for Citus, distributed by tenant_id (issue 29, decision 052)', () => {
  it('has tenant_id in every primary, unique and foreign key of a tenant table, no identity column, every other table listed', async () => {
    expect(distributionProblems(await readCatalogue(database.db))).toEqual([]);
  });

  it('gives each reference and local table its reason', () => {
    for (const [name, why] of Object.entries({ ...referenceTables, ...localTables })) expect(why.length, name).toBeGreaterThan(20);
  });

  it('fails on a key without tenant_id, an identity column and a table in no list', async () => {
    let problems: string[] = [];
    const rollback = new Error('rollback');
    const broken = database.db.transaction(async (tx) => {
      // On Citus the broken keys stay in the coordinator's catalogue, which the checker reads: passed on to the shards,
      // the first is refused ('Distributed relations cannot have UNIQUE, EXCLUDE, or PRIMARY KEY constraints that do
      // not include the partition column'). Elsewhere the setting is a placeholder.
      await tx.execute(sql`SET LOCAL citus.enable_ddl_propagation = off`);
      await tx.execute(sql`ALTER TABLE sessions ADD CONSTRAINT sessions_bare_hash_key UNIQUE (token_hash)`);
      await tx.execute(sql`ALTER TABLE notes DROP CONSTRAINT notes_pkey, ADD CONSTRAINT notes_pkey PRIMARY KEY (id)`);
      await tx.execute(sql`ALTER TABLE notes ADD CONSTRAINT notes_stray_fk FOREIGN KEY (author_id) REFERENCES tenants (id)`);
      await tx.execute(sql`CREATE TABLE stray (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY)`);
      problems = distributionProblems(await readCatalogue(tx));
      throw rollback;
    });
    await expect(broken).rejects.toBe(rollback);
    expect(problems.sort()).toEqual([
      'notes: foreign key notes_stray_fk to tenants lacks tenant_id',
      'notes: primary key notes_pkey lacks tenant_id',
      'sessions: unique key sessions_bare_hash_key lacks tenant_id',
      'stray has no tenant_id and is in neither referenceTables nor localTables',
      'stray.id is an identity column: give it a sequence default (bigserial)',
    ]);
  });

  // Citus refuses a policy with a subquery; a function it takes. trellis_current_tenant() is inlined, so trellis_app's
  // policy is a plain condition on tenant_id that an index serves, even for a query that names no tenant.
  it('secures every tenant table with a policy for trellis_app that calls trellis_current_tenant, inlined into an index scan', async () => {
    const policies = await queryRows<{ table: string; name: string; roles: string; qual: string; check: string }>(
      database.db,
      sql`SELECT tablename AS "table", policyname AS name, array_to_string(roles, ',') AS roles, qual, with_check AS "check"
          FROM pg_policies WHERE schemaname = 'public' ORDER BY 1, 2`,
    );
    const [owner] = await queryRows<{ name: string }>(database.db, sql`SELECT current_user AS name`);
    const tables = [...new Set(policies.map((p) => p.table))];
    expect(tables.length).toBeGreaterThan(20);
    for (const table of tables) {
      const column = table === 'tenants' ? 'id' : 'tenant_id';
      expect(policies.filter((p) => p.table === table).map(({ table: _, ...p }) => p)).toEqual([
        { name: 'system_access', roles: owner!.name, qual: 'true', check: 'true' },
        {
          name: 'tenant_isolation',
          roles: 'trellis_app',
          qual: `(${column} = trellis_current_tenant())`,
          check: `(${column} = trellis_current_tenant())`,
        },
      ]);
    }
    const plan = await withTenant(database.db, 1, async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(tx, sql`EXPLAIN SELECT * FROM goals WHERE owner_id = 2`);
    });
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index Cond: \(+tenant_id = \(?NULLIF\(current_setting\('app\.tenant_id'/);
    expect(text).not.toMatch(/trellis_current_tenant|SubPlan|InitPlan|Seq Scan/);
  });

  it('writes in docs/citus.md the distribution DDL this schema needs, in the order it runs', async () => {
    const ddl = distributionDdl(await readCatalogue(database.db)).join('\n');
    const doc = readFileSync(new URL('../../../docs/citus.md', import.meta.url), 'utf8');
    const block = /<!-- distribution -->\s*```sql\n([\s\S]*?)```/.exec(doc)?.[1]?.trim();
    expect(block, 'the sql block after <!-- distribution --> in docs/citus.md').toBe(ddl);
  });
});
