import type { ComplianceCounts } from './compliance-queries';

/** How long the Company figures of a tenant are reused. */
export const COMPANY_COMPLIANCE_TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;

export type ComplianceCache = {
  /** The counts under `key`, computed at most once per TTL; callers arriving meanwhile share one computation. */
  counts: (key: string, now: Date, compute: () => Promise<ComplianceCounts>) => Promise<ComplianceCounts>;
};

/**
 * The Company scope's figures are the same for everyone in the tenant — every contributor's dashboard
 * shows them — so one server instance computes them at most once a minute per tenant, quarter and week.
 * The per-viewer scopes are not cached.
 */
export function createComplianceCache(ttlMs = COMPANY_COMPLIANCE_TTL_MS): ComplianceCache {
  const entries = new Map<string, { at: number; value: Promise<ComplianceCounts> }>();
  return {
    counts: (key, now, compute) => {
      const t = now.getTime();
      const hit = entries.get(key);
      if (hit && t >= hit.at && t - hit.at < ttlMs) return hit.value;
      const value = compute();
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { at: t, value });
      // A failed computation is not kept.
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
      return value;
    },
  };
}
