import { z } from 'zod';

// A person's private calendar feed (issue 33, decision 075): an ICS address with the quarter's dates, made in the
// profile, shown once, revoked by a new one or by turning it off.

/** GET /api/profile/calendar: whether the person has an address in use; the address itself is never answered again. */
export const CalendarFeed = z.object({
  Active: z.boolean(),
  CreatedAt: z.string().nullable(),
  LastReadAt: z.string().nullable().describe('When a calendar app last read the feed'),
});
export type CalendarFeed = z.infer<typeof CalendarFeed>;

/** POST /api/profile/calendar (201): the new address, answered this once; the one before stops working. */
export const CalendarFeedCreated = z.object({ Url: z.string().describe('The private ICS address, shown once') });
export type CalendarFeedCreated = z.infer<typeof CalendarFeedCreated>;
