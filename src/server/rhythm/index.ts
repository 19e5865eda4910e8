// The rhythm area's public face: the weekly follow-up (issue 33, decision 074).
export { rhythmRoutes } from './routes';
export { startRhythmJob, type RhythmJob } from './job';
export { runRhythmTick, type TickResult } from './tick';
// The company's weekly summary for its chats, as the tick posts it through the chat area.
export { companySummaryMessage, type CompanySummaryFacts } from './company-summary';
// The update's day and hour, for what shows it (the calendar feed).
export { findRhythmRules } from './settings-queries';
