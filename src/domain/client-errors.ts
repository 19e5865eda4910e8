// Caps that keep one browser error report small: a message, a stack of a few dozen frames, the page's address.
// Outside the contract's schemas so the page that reports builds none (issue 29).
export const CLIENT_ERROR_LIMITS = { message: 1000, stack: 8000, url: 2000, bodyBytes: 16 * 1024 } as const;
