import type { StrategySummary } from '../../../../contract/strategy';
import { BASIC_FIELDS, isFilled, type BasicField } from '../../../../domain/strategy/sections';

/**
 * The card's columns: editors see all three (an empty one says so, inviting them to write it); everyone
 * else only the ones published with text.
 */
export function summaryColumns(
  s: Pick<StrategySummary, 'CanEdit' | 'IsStrategy'> & { StrategyBasic: Pick<StrategySummary['StrategyBasic'], BasicField> },
): { field: BasicField; filled: boolean }[] {
  const columns = BASIC_FIELDS.map((field) => ({ field, filled: isFilled(s.StrategyBasic[field]) }));
  if (s.CanEdit) return columns.some((c) => c.filled) || s.IsStrategy ? columns : [];
  return columns.filter((c) => c.filled);
}
