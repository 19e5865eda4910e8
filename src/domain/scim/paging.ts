/** A list's page when the provider names no count, and the most one page holds. */
export const SCIM_PAGE = { default: 100, max: 200 } as const;

/**
 * SCIM's paging (RFC 7644 §3.4.2.4): `startIndex` counts from 1 (below 1 reads as 1), `count` is at most the maximum
 * (a negative count reads as 0: the total only). Answers what the query skips and takes.
 */
export function scimPage(p: { startIndex?: number; count?: number }): { startIndex: number; offset: number; limit: number } {
  const startIndex = Math.max(1, Math.trunc(p.startIndex ?? 1));
  const limit = Math.min(SCIM_PAGE.max, Math.max(0, Math.trunc(p.count ?? SCIM_PAGE.default)));
  return { startIndex, offset: startIndex - 1, limit };
}
