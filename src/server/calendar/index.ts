// The calendar area's public face (issue 33): a person's private calendar feed (ICS) with the quarter's dates.
export { calendarRoutes, calendarFeedRoute } from './routes';
