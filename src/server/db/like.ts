/** A user's text as a LIKE/ILIKE pattern fragment: its %, _ and \ match themselves. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
