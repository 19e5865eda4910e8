/** What the built-in provider says of all it writes (issue 16); callers show it in the answer and on screen. */
export const BUILT_IN_NOTICE = 'Written from your goal data without an AI model';
/** The provider's name as generated summaries record it. */
export const BUILT_IN_PROVIDER = 'built-in';
