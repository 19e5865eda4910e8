import { badRequest, forbidden, notFound } from '../../errors';
import type { Work } from '../../http/unit-of-work';
import { recordAudit } from '../../audit';
import { findNames } from '../../people';
import { tenantToday } from '../../periods';
import { quarterLabel } from '../../../domain/periods';
import { isTalentAdmin, PERSON_NOT_FOUND } from '../../../domain/askers';
import {
  ALREADY_CALIBRATED,
  CARD_ALREADY_THERE,
  CARD_NOT_FOUND,
  DEADLINE_PAST,
  NOT_YOUR_OWN_CARD,
  decideMove,
  isOnGrid,
} from '../../../domain/talent/calibration-rules';
import type {
  Calibration,
  CalibrationCard,
  CalibrationCards,
  CalibrationList,
  CalibrationMoveSave,
  CalibrationMoves,
  CalibrationOpen,
} from '../../../contract/talent-calibration';
import { loadTalentYear } from '../appraisal-periods';
import { QUARTER_NOT_FOUND } from '../appraisals/appraisal-service';
import { findEmployee, findPeriod } from '../appraisals/appraisal-queries';
import { loadCalibration, partQuery, refuse, type LoadedCalibration } from './calibration-access';
import {
  findCalibrationPage,
  findCardCells,
  findCardPage,
  findMovePage,
  findOverlap,
  findPartManagerIds,
  insertCalibration,
  insertMove,
} from './calibration-queries';
import { summaryOfListRow, toCard, toHeader, toMove } from './calibration-view';
import { cellText } from './calibration-words';

type Page = { Limit: number; Offset: number };

/** A page's rows and the count of all: from the rows' own count, or (a page past the end) from a first page. */
async function paged<R extends { total: number }>(read: (limit: number, offset: number) => Promise<R[]>, p: Page) {
  const rows = await read(p.Limit, p.Offset);
  if (rows.length > 0 || p.Offset === 0) return { rows, count: rows[0]?.total ?? 0 };
  const [first] = await read(1, 0);
  return { rows, count: first?.total ?? 0 };
}

/** The board's header for the caller. */
export async function headerOf(w: Work, l: LoadedCalibration): Promise<Calibration> {
  const names = await findNames(w.tx, w.actor.tenantId, [l.c.openedById, ...(l.c.rootUserId === null ? [] : [l.c.rootUserId])]);
  const cells = await findCardCells(w.tx, l.part, l.c.id);
  return toHeader(
    l,
    { root: l.c.rootUserId === null ? null : (names.get(l.c.rootUserId) ?? null), openedBy: names.get(l.c.openedById)! },
    cells,
  );
}

/**
 * POST /talent/calibrations: a talent admin opens a calibration of a quarter listed for appraisals over a part of the
 * organisation (or all of it), unless someone of it is already in another open calibration of the quarter; the
 * part's managers, who take part, are told.
 */
export async function openCalibration(w: Work, input: CalibrationOpen): Promise<Calibration> {
  const { tx, actor } = w;
  const { settings, periods } = await loadTalentYear(tx, actor, w.now);
  const listed = periods.find((p) => p.Id === input.PeriodId);
  const period = listed ? await findPeriod(tx, actor.tenantId, listed.Id) : null;
  if (!period) throw notFound(QUARTER_NOT_FOUND, 'PeriodId');
  if (input.RootUserId !== null) {
    const root = await findEmployee(tx, actor.tenantId, input.RootUserId);
    if (!root || root.deactivatedAt !== null) throw notFound(PERSON_NOT_FOUND, 'RootUserId');
  }
  if (input.Deadline < tenantToday(settings.company, w.now)) throw badRequest(DEADLINE_PAST, 'Deadline');
  const part = partQuery(settings, period, input.RootUserId);
  const overlap = await findOverlap(tx, part);
  if (overlap) refuse({ ok: false, status: 409, message: ALREADY_CALIBRATED(overlap.person, overlap.calibration) });
  const id = await insertCalibration(tx, {
    tenantId: actor.tenantId,
    periodId: period.id,
    rootUserId: input.RootUserId,
    name: input.Name,
    deadline: input.Deadline,
    state: 'open',
    openedById: actor.userId,
    createdAt: w.now,
    updatedAt: w.now,
  });
  const l = await loadCalibration(w, id);
  const header = await headerOf(w, l);
  await recordAudit(tx, {
    tenantId: actor.tenantId,
    actorId: actor.userId,
    action: 'calibration.opened',
    before: {},
    after: { Name: input.Name, Quarter: quarterLabel(period), Part: header.Root?.Name ?? 'Whole company', Deadline: input.Deadline },
    at: w.now,
  });
  const managers = (await findPartManagerIds(tx, part, true)).filter((m) => m !== actor.userId);
  if (managers.length > 0) {
    w.emit({
      type: 'calibration_opened',
      recipientIds: managers,
      subjectId: null,
      periodId: period.id,
      objectId: id,
      data: { name: input.Name },
    });
  }
  return header;
}

/** GET /talent/calibrations: those the caller takes part in (a talent admin: all), open first. */
export async function listCalibrations(w: Work, q: Page & { PeriodId?: number }): Promise<CalibrationList> {
  // A quarter the company does not have is not found (another company's is not an empty list).
  if (q.PeriodId !== undefined && !(await findPeriod(w.tx, w.actor.tenantId, q.PeriodId))) throw notFound(QUARTER_NOT_FOUND, 'PeriodId');
  const managerId = isTalentAdmin(w.actor) ? null : w.actor.userId;
  const { rows, count } = await paged(
    (limit, offset) => findCalibrationPage(w.tx, w.actor.tenantId, { periodId: q.PeriodId, managerId, limit, offset }),
    q,
  );
  return { Items: rows.map(summaryOfListRow), Count: count };
}

/** GET /talent/calibrations/{id}. */
export async function getCalibration(w: Work, id: number): Promise<Calibration> {
  return headerOf(w, await loadCalibration(w, id));
}

/** GET /talent/calibrations/{id}/cards: the cards of one cell (where they stand now) or all, by name. */
export async function getCards(w: Work, id: number, q: Page & { Primary?: number; Secondary?: number }): Promise<CalibrationCards> {
  const l = await loadCalibration(w, id);
  if ((q.Primary === undefined) !== (q.Secondary === undefined)) {
    throw badRequest('Give both Primary and Secondary, or neither.', q.Primary === undefined ? 'Primary' : 'Secondary');
  }
  const cell = q.Primary !== undefined ? { primary: q.Primary, secondary: q.Secondary! } : undefined;
  const { rows, count } = await paged((limit, offset) => findCardPage(w.tx, l.part, l.c.id, { cell, limit, offset }), q);
  return { Items: rows.map(toCard), Count: count };
}

/**
 * POST /talent/calibrations/{id}/moves: a participant moves a person's card with a reason: until the deadline, a
 * talent admin until the close; never one's own card. Kept as a row (from, to, reason, who, when) and audited.
 */
export async function moveCard(w: Work, id: number, input: CalibrationMoveSave): Promise<CalibrationCard> {
  const l = await loadCalibration(w, id);
  // Whose card first: someone not on the board (another company's person) is not found, whatever the board's state.
  const [card] = await findCardPage(w.tx, l.part, l.c.id, { userId: input.UserId, limit: 1, offset: 0 });
  if (!card) throw notFound(CARD_NOT_FOUND, 'UserId');
  if (Number(card.user_id) === w.actor.userId) throw forbidden(NOT_YOUR_OWN_CARD);
  refuse(decideMove(l.c, l.isAdmin, l.today));
  const to = { primary: input.Primary, secondary: input.Secondary };
  if (!isOnGrid(to, l.part.size)) {
    const field = to.primary > l.part.size ? 'Primary' : 'Secondary';
    throw badRequest(`Choose one of the ${l.part.size} ratings.`, field);
  }
  if (card.cur_primary === to.primary && card.cur_secondary === to.secondary) throw badRequest(CARD_ALREADY_THERE, 'Primary');
  const reason = input.Reason.trim();
  await insertMove(w.tx, {
    tenantId: w.actor.tenantId,
    calibrationId: l.c.id,
    appraisalId: Number(card.appraisal_id),
    userId: Number(card.user_id),
    fromPrimary: card.cur_primary,
    fromSecondary: card.cur_secondary,
    toPrimary: to.primary,
    toSecondary: to.secondary,
    reason,
    movedById: w.actor.userId,
    createdAt: w.now,
  });
  const labels = l.settings;
  await recordAudit(w.tx, {
    tenantId: w.actor.tenantId,
    actorId: w.actor.userId,
    action: 'calibration.moved',
    subjectUserId: Number(card.user_id),
    before: { Cell: cellText(labels, { primary: card.cur_primary, secondary: card.cur_secondary }) },
    after: { Cell: cellText(labels, to), Reason: reason, Calibration: l.c.name },
    at: w.now,
  });
  const [moved] = await findCardPage(w.tx, l.part, l.c.id, { userId: input.UserId, limit: 1, offset: 0 });
  return toCard(moved!);
}

/** GET /talent/calibrations/{id}/moves: the history, newest first; of one person when asked. */
export async function getMoves(w: Work, id: number, q: Page & { UserId?: number }): Promise<CalibrationMoves> {
  const l = await loadCalibration(w, id);
  if (q.UserId !== undefined && !(await findEmployee(w.tx, w.actor.tenantId, q.UserId))) throw notFound(PERSON_NOT_FOUND, 'UserId');
  const { rows, count } = await paged(
    (limit, offset) => findMovePage(w.tx, w.actor.tenantId, l.c.id, { userId: q.UserId, limit, offset }),
    q,
  );
  return { Items: rows.map(toMove), Count: count };
}
