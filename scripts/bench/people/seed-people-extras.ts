import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../src/server/db/client';
import type { People, Person } from '../goals/seed-people';

/** What the people bench asks about, besides the tree of the goals bench. */
export type PeopleProbes = {
  tenantId: number;
  ceo: Person;
  /** A VP with 500 below. */
  vp: Person;
  /** Contributors at the bottom of the tree (depth 6), for charts centred on them. */
  contributors: Person[];
  /** Managers of every level, for profile pages. */
  managers: Person[];
  observers: number;
  deactivated: number;
};

const OBSERVERS = 20;
const DEACTIVATED = 50;

/**
 * Makes the 5,000-person tree of the goals bench look like a real company's people data: avatars on half of
 * them (a key; the bytes are not what these calls read), a few observers outside the tree and deactivated
 * people whose reports moved away, all in a few statements.
 */
export async function seedPeopleExtras(db: Db, people: People): Promise<PeopleProbes> {
  const tenantId = people.tenantId;
  await db.execute(sql`
    UPDATE users SET avatar_key = substr(md5(id::text), 1, 22), avatar = '\\x89504e47'::bytea, avatar_type = 'image/png'
    WHERE tenant_id = ${tenantId} AND id % 2 = 0`);
  const observers = await queryRows<{ id: number }>(
    db,
    sql`
    INSERT INTO users (tenant_id, name, email, role_name, job_title, org_unit, invitation_accepted_at)
    SELECT ${tenantId}, 'Observer ' || i, 'observer' || i || '@bench-people.example', 'observer', 'Board Member', 'Board', now()
    FROM generate_series(1, ${OBSERVERS}) AS i RETURNING id`,
  );
  // Contributors of the last level who leave: nobody reports to them, so nothing moves.
  const leaving = people.byLevel[6]!.slice(-DEACTIVATED).map((p) => p.id);
  await db.execute(
    sql`UPDATE users SET deactivated_at = now() WHERE tenant_id = ${tenantId} AND id = ANY(${sql.param(leaving)}::bigint[])`,
  );
  // A company's data has been through autovacuum: the visibility map lets counts be index-only scans.
  await db.execute(sql`VACUUM ANALYZE users`);
  const contributors = people.byLevel[6]!.slice(0, 200);
  const managers = [2, 3, 4, 5].flatMap((level) => people.byLevel[level]!.slice(0, 10));
  return {
    tenantId,
    ceo: people.byLevel[1]![0]!,
    vp: people.manager,
    contributors,
    managers,
    observers: observers.length,
    deactivated: leaving.length,
  };
}
