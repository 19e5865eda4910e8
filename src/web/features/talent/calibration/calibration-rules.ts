import type { RoleName } from '../../../../contract/people';
import type { CalibrationCard, CellRef } from '../../../../contract/talent-calibration';
import { isTalentAdmin, type Asker } from '../../../../domain/askers';

/** The Calibration tab: talent admins (who open them) and managers (who take part when their reports are in one). */
export const seesCalibrations = (viewer: Asker & { roleName: RoleName | string }): boolean =>
  isTalentAdmin(viewer) || viewer.roleName === 'manager';

/** A cell's two labels, primary first: 'Meets expectations · Ready now'. */
export const cellName = (labels: { PrimaryLabels: string[]; SecondaryLabels: string[] }, c: CellRef): string =>
  `${labels.PrimaryLabels[c.Primary - 1] ?? c.Primary} · ${labels.SecondaryLabels[c.Secondary - 1] ?? c.Secondary}`;

/** The cards of each cell where they stand now, by `primary-secondary`. */
export function cardsByCell(cards: CalibrationCard[]): Map<string, CalibrationCard[]> {
  const cells = new Map<string, CalibrationCard[]>();
  for (const card of cards) {
    const key = `${card.Current.Primary}-${card.Current.Secondary}`;
    cells.set(key, [...(cells.get(key) ?? []), card]);
  }
  return cells;
}

/** The grid's cells top row first (highest secondary), each row from the lowest primary: as the talent matrix shows them. */
export function gridCells(size: number): CellRef[] {
  const cells: CellRef[] = [];
  for (let s = size; s >= 1; s--) for (let p = 1; p <= size; p++) cells.push({ Primary: p, Secondary: s });
  return cells;
}
