import type { z } from 'zod';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../errors';
import type { Theme } from '../../contract/goals';
import { deleteThemeRow, findTheme, upsertTheme, type ThemeRow } from './theme-queries';
import { periodExists, PERIOD_NOT_FOUND } from '../periods';
import type { Viewer, ViewerWork } from '../goals';

type ThemeBody = z.infer<typeof Theme>;

const toTheme = (row: ThemeRow): ThemeBody => ({ Id: row.id, PeriodId: row.periodId, Title: row.title });

/** The quarter a theme call is about: the one asked for, else the current one. */
async function themePeriodId(tx: Db, viewer: Viewer, periodId: number | undefined): Promise<number | null> {
  if (periodId === undefined) return viewer.period?.Id ?? null;
  if (!(await periodExists(tx, viewer.tenantId, periodId))) throw notFound(PERIOD_NOT_FOUND, 'PeriodId');
  return periodId;
}

export async function getTheme(w: ViewerWork, periodId?: number): Promise<ThemeBody> {
  const { tx, viewer } = w;
  const id = await themePeriodId(tx, viewer, periodId);
  if (id === null) return null;
  const row = await findTheme(tx, viewer.tenantId, id);
  return row && toTheme(row);
}

export async function saveTheme(w: ViewerWork, input: { Title: string; PeriodId?: number | undefined }): Promise<ThemeBody> {
  const { viewer } = w;
  const id = await themePeriodId(w.tx, viewer, input.PeriodId);
  if (id === null) throw badRequest('Please select quarter!', 'PeriodId');
  return toTheme(
    await upsertTheme(w.tx, { tenantId: viewer.tenantId, periodId: id, title: input.Title, userId: viewer.userId, at: w.now }),
  );
}

export async function deleteTheme(w: ViewerWork, periodId?: number): Promise<void> {
  const { viewer } = w;
  const id = await themePeriodId(w.tx, viewer, periodId);
  if (id === null || !(await deleteThemeRow(w.tx, viewer.tenantId, id))) throw notFound('There is no theme for this quarter.');
}
