/** What the built-in provider says of all it writes (issue 16); callers show it in the answer and on screen. */
export const BUILT_IN_NOTICE = 'Written from your goal data without an AI model';
/** The provider's name as generated summaries record it. */
export const BUILT_IN_PROVIDER = 'built-in';
/** What the goal-writing help says when the built-in writer answered (issue 28): what wrote it, and to check it. */
export const GOAL_WRITER_NOTICE = 'Written by Trellis’s built-in writer from templates and your own words, not by an AI model';
export const GOAL_WRITER_ADVICE = 'Check each suggestion and make it yours before you save: the targets and dates are a starting point.';
