import dayjs from 'dayjs';

// How a date reads on every screen (issue 28: lists mixed '11/21/2026' and 'Nov 21'). Fields keep their own input
// format (the deadline picker's MM/DD/YYYY is the spec's); what a screen shows to be read is 'Nov 21, 2026'.

/** A day: 'Nov 21, 2026'. Takes a calendar day ('2026-11-21') or a moment (ISO), read in the viewer's time zone. */
export const dayText = (value: string): string => dayjs(value).format('MMM D, YYYY');

/** A moment: 'Nov 21, 2026 3:04 PM', in the viewer's time zone. */
export const momentText = (iso: string): string => dayjs(iso).format('MMM D, YYYY h:mm A');
