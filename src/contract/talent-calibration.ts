import { z } from 'zod';
import { CALIBRATION_STATES } from '../domain/talent/calibration-rules';
import { isoDate, requiredText } from './common';
import { PersonRef, REQUIRED } from './talent';

// Calibrations of a quarter's ratings (issue 34, decision 077). Cells are 1-based positions on the company's labels:
// Primary across, Secondary up, as the talent matrix shows them.

const id = z.coerce.number().int().positive();
const cellValue = z.coerce.number({ error: REQUIRED }).int().min(1, 'A rating is 1 to 5.').max(5, 'A rating is 1 to 5.');
const paged = {
  Limit: z.coerce.number().int().min(1).max(100).default(20),
  Offset: z.coerce.number().int().min(0).max(100_000).default(0),
};

/** POST /talent/calibrations. */
export const CalibrationOpen = z.object({
  PeriodId: id,
  RootUserId: id.nullable().describe('Whose part of the organisation (they and everyone below them); null: the whole company'),
  Name: requiredText(200, REQUIRED),
  Deadline: isoDate().describe('The last day managers may move cards'),
});
export type CalibrationOpen = z.infer<typeof CalibrationOpen>;

export const CalibrationState = z.enum(CALIBRATION_STATES);

const Person = z.object({ Id: z.number(), Name: z.string() });
export const CellRef = z.object({ Primary: z.number(), Secondary: z.number() });
export type CellRef = z.infer<typeof CellRef>;

/** A calibration in the list. */
export const CalibrationSummary = z.object({
  Id: z.number(),
  Name: z.string(),
  PeriodId: z.number(),
  Quarter: z.number(),
  Year: z.number(),
  Root: Person.nullable().describe('Whose part; null: the whole company'),
  Deadline: z.string(),
  State: CalibrationState,
  OpenedBy: Person,
  ClosedAt: z.string().nullable(),
  CreatedAt: z.string(),
});
export type CalibrationSummary = z.infer<typeof CalibrationSummary>;

/** GET /talent/calibrations?PeriodId&Limit&Offset: those the caller takes part in, open first, newest first. */
export const CalibrationListQuery = z.object({ PeriodId: id.optional(), ...paged });
export const CalibrationList = z.object({ Items: z.array(CalibrationSummary), Count: z.number() });
export type CalibrationList = z.infer<typeof CalibrationList>;

/** GET /talent/calibrations/{id}: the header of a board. */
export const Calibration = CalibrationSummary.extend({
  Size: z.number().describe('3 or 5: the grid is Size × Size'),
  PrimaryAxisName: z.string(),
  SecondaryAxisName: z.string(),
  PrimaryLabels: z.array(z.string()).describe('Lowest first'),
  SecondaryLabels: z.array(z.string()).describe('Lowest first'),
  Cells: z.array(CellRef.extend({ Count: z.number() })).describe('Every cell of the grid with its cards'),
  Cards: z.number().describe('People in the part with an appraisal of the quarter'),
  Moved: z.number().describe('Cards standing elsewhere than their appraisal says'),
  NotAppraised: z.number().describe('People in the part without an appraisal of the quarter'),
  PastDeadline: z.boolean(),
  CanMove: z.boolean(),
  CanClose: z.boolean(),
});
export type Calibration = z.infer<typeof Calibration>;

/** GET /talent/calibrations/{id}/cards: a cell's cards (with Primary and Secondary) or all, by name. */
export const CardsQuery = z.object({ Primary: cellValue.optional(), Secondary: cellValue.optional(), ...paged });
export const CalibrationCard = z.object({
  UserId: z.number(),
  User: PersonRef,
  Manager: Person.nullable(),
  AppraisalId: z.number(),
  Original: CellRef.describe("The appraisal's cell"),
  Current: CellRef.describe('Where the card stands now'),
  Moved: z.boolean(),
});
export type CalibrationCard = z.infer<typeof CalibrationCard>;
export const CalibrationCards = z.object({ Items: z.array(CalibrationCard), Count: z.number() });
export type CalibrationCards = z.infer<typeof CalibrationCards>;

/** POST /talent/calibrations/{id}/moves. */
export const CalibrationMoveSave = z.object({
  UserId: id,
  Primary: cellValue,
  Secondary: cellValue,
  Reason: requiredText(2000, REQUIRED),
});
export type CalibrationMoveSave = z.infer<typeof CalibrationMoveSave>;

export const CalibrationMove = z.object({
  Id: z.number(),
  User: Person,
  From: CellRef,
  To: CellRef,
  Reason: z.string(),
  MovedBy: Person,
  At: z.string(),
});
export type CalibrationMove = z.infer<typeof CalibrationMove>;

/** GET /talent/calibrations/{id}/moves?UserId&Limit&Offset: newest first. */
export const MovesQuery = z.object({ UserId: id.optional(), ...paged });
export const CalibrationMoves = z.object({ Items: z.array(CalibrationMove), Count: z.number() });
export type CalibrationMoves = z.infer<typeof CalibrationMoves>;
