import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notes, tenants, users } from '../db/schema';
import { escapeLike } from '../db/like';
import type { NoteSort } from '../../domain/notes/note-rules';

export type NoteRow = typeof notes.$inferSelect;

/** Whether the company has private notes on. */
export async function findNotesEnabled(tx: Db, tenantId: number): Promise<boolean> {
  const [row] = await tx.select({ on: tenants.employeeNotesEnabled }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.on === true;
}

/** The person a note is about, if the company has them. */
export async function findSubject(tx: Db, tenantId: number, userId: number) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return row ?? null;
}

export async function findNote(tx: Db, tenantId: number, id: number): Promise<NoteRow | null> {
  const [row] = await tx
    .select()
    .from(notes)
    .where(and(eq(notes.tenantId, tenantId), eq(notes.id, id)));
  return row ?? null;
}

const ORDER: Record<NoteSort, typeof notes.createdAt> = { Created: notes.createdAt, Updated: notes.updatedAt };

/** One page of an author's notes about a person, newest first, optionally those whose title or text has `search`. */
export async function findNotesAbout(
  tx: Db,
  q: { tenantId: number; authorId: number; userId: number; sort: NoteSort; search: string; limit: number; offset: number },
): Promise<NoteRow[]> {
  const pattern = `%${escapeLike(q.search)}%`;
  return tx
    .select()
    .from(notes)
    .where(
      and(
        eq(notes.tenantId, q.tenantId),
        eq(notes.authorId, q.authorId),
        eq(notes.userId, q.userId),
        q.search ? or(ilike(notes.title, pattern), ilike(notes.bodyText, pattern)) : undefined,
      ),
    )
    .orderBy(desc(ORDER[q.sort]), desc(notes.id))
    .limit(q.limit)
    .offset(q.offset);
}

export async function insertNote(tx: Db, values: typeof notes.$inferInsert): Promise<NoteRow> {
  const [row] = await tx.insert(notes).values(values).returning();
  return row!;
}

export async function updateNote(tx: Db, tenantId: number, id: number, set: Pick<NoteRow, 'title' | 'body' | 'bodyText' | 'updatedAt'>) {
  const [row] = await tx
    .update(notes)
    .set(set)
    .where(and(eq(notes.tenantId, tenantId), eq(notes.id, id)))
    .returning();
  return row!;
}

export async function deleteNote(tx: Db, tenantId: number, id: number): Promise<void> {
  await tx.delete(notes).where(and(eq(notes.tenantId, tenantId), eq(notes.id, id)));
}

/** A note by this author: what an action item made from a note checks. */
export async function findAuthoredNote(tx: Db, tenantId: number, authorId: number, id: number) {
  const [row] = await tx
    .select({ id: notes.id, userId: notes.userId })
    .from(notes)
    .where(and(eq(notes.tenantId, tenantId), eq(notes.authorId, authorId), eq(notes.id, id)));
  return row ?? null;
}
