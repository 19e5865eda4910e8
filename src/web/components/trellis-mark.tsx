/** The Trellis mark and name as index.html's splash draws them, in the tenant's colour (see index.html). */
export function TrellisMark() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10, color: 'var(--tenant-colour, #3781c2)' }}>
      <svg width={28} height={28} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path
          d="M8 24 24 8M8 16l8-8M16 24l8-8M8 8l16 16M8 16l8 8M16 8l8 8"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <span style={{ fontWeight: 700, fontSize: 18, color: '#1f3b2f' }}>Trellis</span>
    </span>
  );
}
