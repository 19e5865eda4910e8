import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend(localizedFormat);

// How a date reads on every screen (issue 28: lists mixed '11/21/2026' and 'Nov 21'). Fields keep their own input
// format (the deadline picker's MM/DD/YYYY is the spec's); what a screen shows to be read is 'Nov 21, 2026'.

// The language's own short forms (dayjs's 'll' and 'lll'): English 'Nov 21, 2026' and 'Nov 21, 2026 3:04 PM', German
// '21. Nov. 2026' and '21. Nov. 2026 15:04' (src/web/shared/i18n.ts sets the language).

/** A day: 'Nov 21, 2026'. Takes a calendar day ('2026-11-21') or a moment (ISO), read in the viewer's time zone. */
export const dayText = (value: string): string => dayjs(value).format('ll');

/** Whether a calendar day ('2026-11-21') is over: it lies before today, in the viewer's time zone. */
export const dayPassed = (day: string, today: dayjs.Dayjs = dayjs()): boolean => dayjs(day.slice(0, 10)).isBefore(today, 'day');

/** A moment: 'Nov 21, 2026 3:04 PM', in the viewer's time zone. */
export const momentText = (iso: string): string => dayjs(iso).format('lll');
