import { avatarUrl } from '../../auth';
import { countCells, isMoved, isPastDeadline } from '../../../domain/talent/calibration-rules';
import type { Calibration, CalibrationCard, CalibrationMove, CalibrationSummary } from '../../../contract/talent-calibration';
import type { LoadedCalibration } from './calibration-access';
import type { CalibrationListRow, CalibrationRow, CardRow, MoveRow } from './calibration-queries';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

type Named = { root: string | null; openedBy: string; quarter: number; year: number };

export function toSummary(c: CalibrationRow, n: Named): CalibrationSummary {
  return {
    Id: c.id,
    Name: c.name,
    PeriodId: c.periodId,
    Quarter: n.quarter,
    Year: n.year,
    Root: c.rootUserId === null ? null : { Id: c.rootUserId, Name: n.root ?? '' },
    Deadline: c.deadline,
    State: c.state as CalibrationSummary['State'],
    OpenedBy: { Id: c.openedById, Name: n.openedBy },
    ClosedAt: iso(c.closedAt),
    CreatedAt: iso(c.createdAt)!,
  };
}

export const summaryOfListRow = (r: CalibrationListRow): CalibrationSummary =>
  toSummary(r, { root: r.root_name, openedBy: r.opened_by_name, quarter: r.quarter, year: r.year });

type Cells = { cards: { orig_primary: number; orig_secondary: number; cur_primary: number; cur_secondary: number }[]; people: number };

/** The board's header: the calibration, both axes and the grid's counts, and what the caller may do. */
export function toHeader(l: LoadedCalibration, names: { root: string | null; openedBy: string }, cells: Cells): Calibration {
  const { c, settings, period } = l;
  const size = settings.PrimaryLabels.length;
  const current = cells.cards.map((k) => ({ primary: k.cur_primary, secondary: k.cur_secondary }));
  const moved = cells.cards.filter((k) =>
    isMoved({ primary: k.orig_primary, secondary: k.orig_secondary }, { primary: k.cur_primary, secondary: k.cur_secondary }),
  ).length;
  const pastDeadline = isPastDeadline(c.deadline, l.today);
  const open = c.state === 'open';
  return {
    ...toSummary(c, { ...names, quarter: period.quarter, year: period.year }),
    Size: size,
    PrimaryAxisName: settings.FormLable.PrimaryAxisName,
    SecondaryAxisName: settings.FormLable.SecondaryAxisName,
    PrimaryLabels: settings.PrimaryLabels.map((x) => x.Label),
    SecondaryLabels: settings.SecondaryLabels.map((x) => x.Label),
    Cells: countCells(current, size).map((x) => ({ Primary: x.primary, Secondary: x.secondary, Count: x.count })),
    Cards: cells.cards.length,
    Moved: moved,
    NotAppraised: Math.max(cells.people - cells.cards.length, 0),
    PastDeadline: pastDeadline,
    CanMove: open && (l.isAdmin || !pastDeadline),
    CanClose: open && l.isAdmin,
  };
}

export function toCard(r: CardRow): CalibrationCard {
  const Original = { Primary: r.orig_primary, Secondary: r.orig_secondary };
  const Current = { Primary: r.cur_primary, Secondary: r.cur_secondary };
  return {
    UserId: Number(r.user_id),
    User: {
      Id: Number(r.user_id),
      Name: r.name,
      JobTitle: r.job_title,
      Avatar: avatarUrl({ id: Number(r.user_id), avatarKey: r.avatar_key }),
    },
    Manager: r.manager_id === null ? null : { Id: Number(r.manager_id), Name: r.manager_name ?? '' },
    AppraisalId: Number(r.appraisal_id),
    Original,
    Current,
    Moved: isMoved({ primary: r.orig_primary, secondary: r.orig_secondary }, { primary: r.cur_primary, secondary: r.cur_secondary }),
  };
}

export const toMove = (r: MoveRow): CalibrationMove => ({
  Id: Number(r.id),
  User: { Id: Number(r.user_id), Name: r.user_name },
  From: { Primary: r.from_primary, Secondary: r.from_secondary },
  To: { Primary: r.to_primary, Secondary: r.to_secondary },
  Reason: r.reason,
  MovedBy: { Id: Number(r.moved_by_id), Name: r.moved_by_name },
  At: iso(r.created_at)!,
});
