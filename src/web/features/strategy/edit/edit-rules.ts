import type { StrategySave } from '../../../../contract/strategy';

export type SectionValues = Record<string, string | null | undefined>;
export type SectionKey = 'StrategyBasic' | 'StrategyObjective' | 'StrategyVideo';

/** Empty text, an emptied editor and null all mean 'nothing written'. */
const normal = (v: string | null | undefined) => (v ?? '').trim();

/** Whether the drawer's values differ from what it opened with (for the unsaved-changes guard). */
export const sectionChanged = (initial: SectionValues, current: SectionValues) =>
  Object.keys({ ...initial, ...current }).some((k) => normal(initial[k]) !== normal(current[k]));

/** The form's values as they open: null becomes ''. */
export const openValues = (fields: readonly string[], source: Record<string, string | null>): Record<string, string> =>
  Object.fromEntries(fields.map((f) => [f, source[f] ?? '']));

/** POST /api/strategy for one drawer's section: empty fields are sent as null (cleared); IsPublish as chosen. */
export function sectionPayload(section: SectionKey, fields: readonly string[], values: SectionValues, publish: boolean): StrategySave {
  const body = Object.fromEntries(fields.map((f) => [f, normal(values[f]) || null]));
  return { [section]: body, IsPublish: publish } as StrategySave;
}

/** A 400's field ('StrategyVideo.VideoUrl') as the drawer's form field ('VideoUrl'). */
export const formFieldOf = (serverField: string) => serverField.split('.').at(-1) ?? serverField;
