// The weekly follow-up's settings (issue 33, decision 074): a company without its own row follows these.

export const RHYTHM_LIMITS = { maxWeeks: 12 } as const;

export type RhythmRules = {
  /** ISO weekday: 1 Monday … 7 Sunday. */
  updateWeekday: number;
  /** The hour (0–23) of that day in the company's time zone. */
  sendHour: number;
  remindersOn: boolean;
  managerAfterWeeks: number;
  skipLevelAfterWeeks: number;
};

export const DEFAULT_RHYTHM: RhythmRules = {
  updateWeekday: 5,
  sendHour: 9,
  remindersOn: true,
  managerAfterWeeks: 2,
  skipLevelAfterWeeks: 3,
};

export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
