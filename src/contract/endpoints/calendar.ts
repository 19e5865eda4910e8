import { z } from 'zod';
import { endpoint } from '../endpoint';
import { CalendarFeed, CalendarFeedCreated } from '../calendar';

/** A person's own calendar feed (issue 33): its state, a new address (the old one revoked), turning it off (204). */
export const calendarEndpoints = {
  feed: endpoint({ method: 'GET', path: '/profile/calendar', response: CalendarFeed }),
  create: endpoint({ method: 'POST', path: '/profile/calendar', response: CalendarFeedCreated, status: 201 }),
  remove: endpoint({ method: 'DELETE', path: '/profile/calendar', response: z.null() }),
};
