/**
 * One turn of the event loop. Queries and the work between them chain only promises, which never let the loop reach
 * other requests' I/O — on PGlite, in-process, not even for a moment. Long database work (a report's rows, an import's
 * chunks) takes one turn per batch, so the server keeps answering while it runs.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
