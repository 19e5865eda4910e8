import { z } from 'zod';
import { RHYTHM_LIMITS } from '../domain/rhythm/settings';

// The weekly follow-up (issue 33, decision 074): when a company expects its weekly update, whether people are reminded,
// and after how many missed weeks in a row their manager and their manager's manager are told.

export const WEEKDAY_INVALID = 'Choose a weekday from 1 (Monday) to 7 (Sunday).';
export const HOUR_INVALID = 'Choose an hour from 0 to 23.';
export const MANAGER_AFTER_INVALID = 'The manager is told after 1 to 12 missed weeks.';
export const SKIP_LEVEL_AFTER_INVALID = "The manager's manager is told after more missed weeks than the manager, at most 12.";
export const REMINDERS_REQUIRED = 'Say whether reminders go out.';

const whole = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);

/** GET and PUT /api/tenant/rhythm: the company's weekly follow-up (the defaults when it never set one). */
export const RhythmSettings = z.object({
  UpdateWeekday: z.number().describe("The weekly update's day, ISO: 1 Monday … 7 Sunday"),
  SendHour: z.number().describe("The hour of that day, in the company's time zone, when the follow-up goes out"),
  RemindersOn: z.boolean().describe('People who have not updated by then get a reminder'),
  ManagerAfterWeeks: z.number().describe('Weeks missed in a row after which the manager is told'),
  SkipLevelAfterWeeks: z.number().describe("Weeks missed in a row after which the manager's manager is told"),
  TimeZone: z.string().describe("The company's time zone (Rails-style name), which the hour is in"),
  CanEdit: z.boolean().describe('The CEO and org admins change these'),
});
export type RhythmSettings = z.infer<typeof RhythmSettings>;

export const RhythmSettingsRequest = z
  .object({
    UpdateWeekday: whole(1, 7, WEEKDAY_INVALID),
    SendHour: whole(0, 23, HOUR_INVALID),
    RemindersOn: z.boolean({ error: REMINDERS_REQUIRED }),
    ManagerAfterWeeks: whole(1, RHYTHM_LIMITS.maxWeeks, MANAGER_AFTER_INVALID),
    SkipLevelAfterWeeks: whole(2, RHYTHM_LIMITS.maxWeeks, SKIP_LEVEL_AFTER_INVALID),
  })
  .refine((s) => s.SkipLevelAfterWeeks > s.ManagerAfterWeeks, { message: SKIP_LEVEL_AFTER_INVALID, path: ['SkipLevelAfterWeeks'] });
export type RhythmSettingsRequest = z.input<typeof RhythmSettingsRequest>;
