import type { AuditValues } from '../../contract/audit';

export type AuditChange = { before: AuditValues; after: AuditValues };

/**
 * The fields that really changed, each as it was and as it became; null when nothing did. Values compare by
 * their JSON (key order aside), so a list or an object saved unchanged is no change; a missing field is null.
 * A field `before` does not name at all is a fact with no earlier value (a download's report, an export's file):
 * it is kept in `after` alone.
 */
export function auditDiff(before: AuditValues, after: AuditValues): AuditChange | null {
  const change: AuditChange = { before: {}, after: {} };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[key] ?? null;
    const is = after[key] ?? null;
    if (canonical(was) === canonical(is)) continue;
    if (key in before) change.before[key] = was;
    change.after[key] = is;
  }
  return Object.keys(change.after).length === 0 ? null : change;
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
