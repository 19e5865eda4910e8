import type { z } from 'zod';
import { pipelined } from '../db/client';
import type { Work } from '../http/unit-of-work';
import type { AuditAction, AuditListQuery, AuditPage } from '../../contract/audit';
import { notFound } from '../errors';
import { countAuditEntries, findAuditEntries, hasPerson } from './queries';
import { PERSON_NOT_FOUND } from '../../domain/askers';

/** GET /audit: one page of the company's log, newest first, optionally about one person or of one kind. */
export async function listAuditEntries(w: Work, q: z.output<typeof AuditListQuery>): Promise<AuditPage> {
  const filter = { tenantId: w.actor.tenantId, subjectUserId: q.UserId, action: q.Action };
  const [rows, total, known] = await pipelined(
    () => findAuditEntries(w.tx, filter, { offset: (q.Page - 1) * q.PageSize, limit: q.PageSize }),
    () => countAuditEntries(w.tx, filter),
    () => (q.UserId === undefined ? Promise.resolve(true) : hasPerson(w.tx, w.actor.tenantId, q.UserId)),
  );
  if (!known) throw notFound(PERSON_NOT_FOUND, 'UserId');
  return {
    data: rows.map((r) => ({
      Id: r.id,
      At: r.at.toISOString(),
      Actor: { Id: r.actorId, Name: r.actorName },
      Action: r.action as AuditAction,
      Subject: r.subjectId === null || r.subjectName === null ? null : { Id: r.subjectId, Name: r.subjectName },
      Before: r.before,
      After: r.after,
    })),
    count: total,
  };
}
