import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { calibrationMoves, calibrations } from '../../db/schema';
import { rowIsBelow } from '../../people';
import { inScope, rescaled } from '../overview/scope';

export type CalibrationRow = typeof calibrations.$inferSelect;

/** What a part's people are read with: the company, the quarter, the part's root and who counts as appraised. */
export type PartQuery = { tenantId: number; periodId: number; rootUserId: number | null; joinedBefore: Date; size: number };

/**
 * SQL on `u`: a person of the part, appraised for the quarter as the talent overview counts them (active, neither the
 * CEO nor an observer, there before the quarter ended), the root and everyone below them, or the whole company.
 * `root` is the root's id, or an expression (a calibration's column).
 */
const inPartOf = (q: { tenantId: number; joinedBefore: Date }, root: number | null | SQL): SQL => {
  const within = root === null ? sql`TRUE` : sql`(u.id = ${root} OR ${rowIsBelow('u', root)})`;
  return sql`${inScope(q.tenantId, { kind: 'organisation' }, q)} AND ${within}`;
};

export async function insertCalibration(tx: Db, values: typeof calibrations.$inferInsert): Promise<number> {
  const [row] = await tx.insert(calibrations).values(values).returning({ id: calibrations.id });
  return row!.id;
}

export async function findCalibrationRow(tx: Db, tenantId: number, id: number): Promise<CalibrationRow | null> {
  const [row] = await tx
    .select()
    .from(calibrations)
    .where(and(eq(calibrations.tenantId, tenantId), eq(calibrations.id, id)));
  return row ?? null;
}

/** Someone of the new part already in another open calibration of the quarter: their name and that calibration's. */
export async function findOverlap(tx: Db, q: PartQuery): Promise<{ person: string; calibration: string } | null> {
  const [row] = await queryRows<{ person: string; calibration: string }>(
    tx,
    sql`SELECT u.name AS person, c.name AS calibration
        FROM calibrations c
        JOIN users u ON ${inPartOf(q, q.rootUserId)} AND ${inPartOf(q, sql`c.root_user_id`)}
        WHERE c.tenant_id = ${q.tenantId} AND c.period_id = ${q.periodId} AND c.state = 'open'
        ORDER BY lower(u.name), u.id LIMIT 1`,
  );
  return row ?? null;
}

/**
 * Those who manage at least one person of the part: everyone who takes part besides the talent admins; `inPart`, only
 * those of the part itself (the root's own manager left out), whom an opening calls in.
 */
export async function findPartManagerIds(tx: Db, q: PartQuery, inPart: boolean): Promise<number[]> {
  const root = q.rootUserId;
  const managerInPart = !inPart || root === null ? sql`TRUE` : sql`(m.id = ${root} OR ${rowIsBelow('m', root)})`;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT DISTINCT u.parent_id AS id FROM users u
        WHERE ${inPartOf(q, root)} AND u.parent_id IS NOT NULL
          AND EXISTS (SELECT 1 FROM users m WHERE m.tenant_id = ${q.tenantId} AND m.id = u.parent_id AND m.deactivated_at IS NULL
            AND ${managerInPart})
        ORDER BY 1`,
  );
  return rows.map((r) => Number(r.id));
}

/** The company's talent admins (HR admins, org admins, the CEO) who are active: they take part in every calibration. */
export async function findTalentAdminIds(tx: Db, tenantId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT u.id FROM users u WHERE u.tenant_id = ${tenantId} AND u.deactivated_at IS NULL
          AND (u.is_hr_admin OR u.is_org_admin OR u.role_name = 'ceo') ORDER BY 1`,
  );
  return rows.map((r) => Number(r.id));
}

/** Whether the person manages someone of the part. */
export async function findManagesInPart(tx: Db, q: PartQuery, userId: number): Promise<boolean> {
  const [row] = await queryRows<{ yes: boolean }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM users u WHERE ${inPartOf(q, q.rootUserId)} AND u.parent_id = ${userId}) AS yes`,
  );
  return row?.yes === true;
}

export type CalibrationListRow = CalibrationRow & {
  quarter: number;
  year: number;
  end_date: string;
  root_name: string | null;
  opened_by_name: string;
  total: number;
};

/**
 * The calibrations of the company (a talent admin), or (`managerId`) those in whose part the person manages someone,
 * open first, then newest; with the count of all of them.
 */
export async function findCalibrationPage(
  tx: Db,
  tenantId: number,
  f: { periodId?: number; managerId: number | null; limit: number; offset: number },
) {
  const period = f.periodId === undefined ? sql`TRUE` : sql`c.period_id = ${f.periodId}`;
  // The part's people as the overview counts them on the quarter's last day (periods.end_date, the company's days).
  const takesPart =
    f.managerId === null
      ? sql`TRUE`
      : sql`EXISTS (SELECT 1 FROM users u WHERE u.tenant_id = ${tenantId} AND u.parent_id = ${f.managerId}
            AND u.deactivated_at IS NULL AND u.role_name NOT IN ('ceo', 'observer') AND u.created_at < (p.end_date + 1)::timestamptz
            AND (c.root_user_id IS NULL OR u.id = c.root_user_id OR ${rowIsBelow('u', sql`c.root_user_id`)}))`;
  return queryRows<CalibrationListRow>(
    tx,
    sql`SELECT c.id, c.tenant_id AS "tenantId", c.period_id AS "periodId", c.root_user_id AS "rootUserId", c.name,
          c.deadline::text AS deadline, c.state, c.opened_by_id AS "openedById", c.closed_by_id AS "closedById",
          c.closed_at AS "closedAt", c.created_at AS "createdAt", c.updated_at AS "updatedAt",
          p.quarter, p.year, p.end_date::text AS end_date, r.name AS root_name, o.name AS opened_by_name, count(*) OVER ()::int AS total
        FROM calibrations c
        JOIN periods p ON p.tenant_id = ${tenantId} AND p.id = c.period_id
        JOIN users o ON o.tenant_id = ${tenantId} AND o.id = c.opened_by_id
        LEFT JOIN users r ON r.tenant_id = ${tenantId} AND r.id = c.root_user_id
        WHERE c.tenant_id = ${tenantId} AND ${period} AND ${takesPart}
        ORDER BY c.state = 'closed', c.created_at DESC, c.id DESC
        LIMIT ${f.limit} OFFSET ${f.offset}`,
  );
}

export type CardRow = {
  user_id: number;
  name: string;
  job_title: string | null;
  avatar_key: string | null;
  manager_id: number | null;
  manager_name: string | null;
  appraisal_id: number;
  appraisal_primary: number;
  appraisal_secondary: number;
  orig_primary: number;
  orig_secondary: number;
  cur_primary: number;
  cur_secondary: number;
  total: number;
};

/**
 * SQL: the cards of a calibration, one per person of the part with an appraisal of the quarter: where their appraisal
 * put them (on today's scale; once moved, where the first move took them from, so a closed board still shows it) and
 * where the newest move put them.
 */
const cards = (q: PartQuery, calibrationId: number) => sql`
  SELECT u.id AS user_id, u.name, u.job_title, u.avatar_key, u.parent_id AS manager_id, a.id AS appraisal_id,
    ${rescaled(sql`a.primary_rating`, q.size)} AS appraisal_primary, ${rescaled(sql`a.secondary_rating`, q.size)} AS appraisal_secondary,
    coalesce(fm.from_primary, ${rescaled(sql`a.primary_rating`, q.size)}) AS orig_primary,
    coalesce(fm.from_secondary, ${rescaled(sql`a.secondary_rating`, q.size)}) AS orig_secondary,
    coalesce(lm.to_primary, ${rescaled(sql`a.primary_rating`, q.size)}) AS cur_primary,
    coalesce(lm.to_secondary, ${rescaled(sql`a.secondary_rating`, q.size)}) AS cur_secondary
  FROM users u
  JOIN appraisals a ON a.tenant_id = ${q.tenantId} AND a.user_id = u.id AND a.period_id = ${q.periodId}
  LEFT JOIN LATERAL (SELECT x.from_primary, x.from_secondary FROM calibration_moves x
    WHERE x.tenant_id = ${q.tenantId} AND x.calibration_id = ${calibrationId} AND x.user_id = u.id ORDER BY x.id LIMIT 1) fm ON TRUE
  LEFT JOIN LATERAL (SELECT x.to_primary, x.to_secondary FROM calibration_moves x
    WHERE x.tenant_id = ${q.tenantId} AND x.calibration_id = ${calibrationId} AND x.user_id = u.id ORDER BY x.id DESC LIMIT 1) lm ON TRUE
  WHERE ${inPartOf(q, q.rootUserId)}`;

/** A page of the cards, by name; of one cell (where they stand now) when asked. */
export function findCardPage(
  tx: Db,
  q: PartQuery,
  calibrationId: number,
  f: { cell?: { primary: number; secondary: number }; userId?: number; limit: number; offset: number },
) {
  const cell = f.cell ? sql`k.cur_primary = ${f.cell.primary} AND k.cur_secondary = ${f.cell.secondary}` : sql`TRUE`;
  const person = f.userId === undefined ? sql`TRUE` : sql`k.user_id = ${f.userId}`;
  return queryRows<CardRow>(
    tx,
    sql`WITH k AS (${cards(q, calibrationId)})
        SELECT k.*, m.name AS manager_name, count(*) OVER ()::int AS total
        FROM k LEFT JOIN users m ON m.tenant_id = ${q.tenantId} AND m.id = k.manager_id
        WHERE ${cell} AND ${person}
        ORDER BY lower(k.name), k.user_id
        LIMIT ${f.limit} OFFSET ${f.offset}`,
  );
}

/** Every card's cells (the board's counts and the close), and how many people the part holds. */
export async function findCardCells(tx: Db, q: PartQuery, calibrationId: number) {
  const [cardRows, [people]] = [
    await queryRows<Omit<CardRow, 'name' | 'job_title' | 'avatar_key' | 'manager_id' | 'manager_name' | 'total'>>(
      tx,
      sql`WITH k AS (${cards(q, calibrationId)})
          SELECT k.user_id, k.appraisal_id, k.appraisal_primary, k.appraisal_secondary, k.orig_primary, k.orig_secondary,
            k.cur_primary, k.cur_secondary FROM k`,
    ),
    await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM users u WHERE ${inPartOf(q, q.rootUserId)}`),
  ];
  return { cards: cardRows, people: people?.n ?? 0 };
}

export async function insertMove(tx: Db, values: typeof calibrationMoves.$inferInsert): Promise<number> {
  const [row] = await tx.insert(calibrationMoves).values(values).returning({ id: calibrationMoves.id });
  return row!.id;
}

export type MoveRow = {
  id: number;
  user_id: number;
  user_name: string;
  from_primary: number;
  from_secondary: number;
  to_primary: number;
  to_secondary: number;
  reason: string;
  moved_by_id: number;
  moved_by_name: string;
  created_at: Date | string;
  total: number;
};

/** A page of a calibration's moves (of one person, when asked), newest first. */
export function findMovePage(tx: Db, tenantId: number, calibrationId: number, f: { userId?: number; limit: number; offset: number }) {
  const person = f.userId === undefined ? sql`TRUE` : sql`x.user_id = ${f.userId}`;
  return queryRows<MoveRow>(
    tx,
    sql`SELECT x.id, x.user_id, u.name AS user_name, x.from_primary, x.from_secondary, x.to_primary, x.to_secondary, x.reason,
          x.moved_by_id, b.name AS moved_by_name, x.created_at, count(*) OVER ()::int AS total
        FROM calibration_moves x
        JOIN users u ON u.tenant_id = ${tenantId} AND u.id = x.user_id
        JOIN users b ON b.tenant_id = ${tenantId} AND b.id = x.moved_by_id
        WHERE x.tenant_id = ${tenantId} AND x.calibration_id = ${calibrationId} AND ${person}
        ORDER BY x.id DESC
        LIMIT ${f.limit} OFFSET ${f.offset}`,
  );
}

export async function closeCalibrationRow(tx: Db, tenantId: number, id: number, by: { userId: number; at: Date }) {
  await tx
    .update(calibrations)
    .set({ state: 'closed', closedById: by.userId, closedAt: by.at, updatedAt: by.at })
    .where(and(eq(calibrations.tenantId, tenantId), eq(calibrations.id, id)));
}
