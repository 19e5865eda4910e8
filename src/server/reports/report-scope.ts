import { notFound } from '../errors';
import type { Work } from '../http/unit-of-work';
import { findPeriod, PERIOD_NOT_FOUND } from '../periods';
import { findPerson } from '../people';
import { PERSON_NOT_FOUND } from '../../domain/askers';
import type { ReportWords } from './report-words';

export type ReportPeriod = { id: number; startDate: string; endDate: string; label: string };

/** The company's period by id, named as the report's reader names quarters; another company's or an unknown one is 404. */
export async function loadReportPeriod(w: Work, periodId: number, words: ReportWords): Promise<ReportPeriod> {
  const p = await findPeriod(w.tx, w.actor.tenantId, periodId);
  if (!p) throw notFound(PERIOD_NOT_FOUND, 'periodId');
  return { id: p.id, startDate: p.startDate, endDate: p.endDate, label: words.quarter(p) };
}

/** A person of the company by id, for a report about them; another company's or an unknown one is 404. */
export async function requirePerson(w: Work, userId: number): Promise<{ id: number; name: string }> {
  const person = await findPerson(w.tx, w.actor.tenantId, userId);
  if (!person) throw notFound(PERSON_NOT_FOUND, 'userId');
  return { id: person.id, name: person.name };
}
