// The AI summaries feature's face: what the app shell (the live channel) may use of it.
export { summaryKeys } from './api/summary-keys';
