import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { periods } from '../db/schema';
import { notFound } from '../errors';
import type { Work } from '../http/unit-of-work';
import { PERIOD_NOT_FOUND } from '../periods';
import { quarterLabel } from '../../domain/periods';
import { PERSON_NOT_FOUND } from '../../domain/askers';

export type ReportPeriod = { id: number; startDate: string; endDate: string; label: string };

/** The company's period by id; another company's or an unknown one is 404. */
export async function loadReportPeriod(w: Work, periodId: number): Promise<ReportPeriod> {
  const [p] = await w.tx
    .select()
    .from(periods)
    .where(and(eq(periods.tenantId, w.actor.tenantId), eq(periods.id, periodId)));
  if (!p) throw notFound(PERIOD_NOT_FOUND, 'periodId');
  return { id: p.id, startDate: p.startDate, endDate: p.endDate, label: quarterLabel(p) };
}

/** A person of the company by id, for a report about them; another company's or an unknown one is 404. */
export async function requirePerson(w: Work, userId: number): Promise<{ id: number; name: string }> {
  const [row] = await queryRows<{ id: number; name: string }>(
    w.tx,
    sql`SELECT id, name FROM users WHERE tenant_id = ${w.actor.tenantId} AND id = ${userId}`,
  );
  if (!row) throw notFound(PERSON_NOT_FOUND, 'userId');
  return row;
}
