import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userManualFiles, userManuals } from '../db/schema';

export type ManualRow = typeof userManuals.$inferSelect;
export type ManualFileRow = typeof userManualFiles.$inferSelect;

/** A key no one can guess: 24 random bytes, base64url (32 characters). */
export const newKey = () => randomBytes(24).toString('base64url');

export async function findManual(tx: Db, tenantId: number, userId: number): Promise<ManualRow | null> {
  const [row] = await tx
    .select()
    .from(userManuals)
    .where(and(eq(userManuals.tenantId, tenantId), eq(userManuals.userId, userId)));
  return row ?? null;
}

export async function findManualByKey(tx: Db, tenantId: number, key: { privateKey: string } | { publicKey: string }) {
  const match = 'privateKey' in key ? eq(userManuals.privateKey, key.privateKey) : eq(userManuals.publicKey, key.publicKey);
  const [row] = await tx
    .select()
    .from(userManuals)
    .where(and(eq(userManuals.tenantId, tenantId), match));
  return row ?? null;
}

/** A new assessment in progress for the person, with its keys. */
export async function insertManual(tx: Db, tenantId: number, userId: number, now: Date): Promise<ManualRow> {
  const [row] = await tx
    .insert(userManuals)
    .values({
      tenantId,
      userId,
      privateKey: newKey(),
      publicKey: newKey(),
      status: 3,
      source: 'assessment',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? ((await findManual(tx, tenantId, userId)) as ManualRow);
}

export async function updateManual(
  tx: Db,
  manual: { tenantId: number; id: number },
  set: Partial<typeof userManuals.$inferInsert>,
  now: Date,
): Promise<ManualRow> {
  const [row] = await tx
    .update(userManuals)
    .set({ ...set, updatedAt: now })
    .where(and(eq(userManuals.tenantId, manual.tenantId), eq(userManuals.id, manual.id)))
    .returning();
  return row as ManualRow;
}

export async function insertFile(tx: Db, f: { tenantId: number; userId: number; name: string; bytes: Buffer; now: Date }) {
  const fileKey = `${newKey()}.pdf`;
  const [row] = await tx
    .insert(userManualFiles)
    .values({ tenantId: f.tenantId, userId: f.userId, fileKey, name: f.name, bytes: f.bytes, createdAt: f.now })
    .returning({ id: userManualFiles.id, fileKey: userManualFiles.fileKey, name: userManualFiles.name });
  return row!;
}

/** One of the person's own uploads, by the name fileupload answered. */
export async function findOwnFile(tx: Db, tenantId: number, userId: number, fileKey: string) {
  const [row] = await tx
    .select({ id: userManualFiles.id, fileKey: userManualFiles.fileKey, name: userManualFiles.name })
    .from(userManualFiles)
    .where(and(eq(userManualFiles.tenantId, tenantId), eq(userManualFiles.userId, userId), eq(userManualFiles.fileKey, fileKey)));
  return row ?? null;
}

export async function findFileById(tx: Db, tenantId: number, id: number): Promise<ManualFileRow | null> {
  const [row] = await tx
    .select()
    .from(userManualFiles)
    .where(and(eq(userManualFiles.tenantId, tenantId), eq(userManualFiles.id, id)));
  return row ?? null;
}

export async function findFileName(tx: Db, tenantId: number, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await tx
    .select({ fileKey: userManualFiles.fileKey })
    .from(userManualFiles)
    .where(and(eq(userManualFiles.tenantId, tenantId), eq(userManualFiles.id, id)));
  return row?.fileKey ?? null;
}
