type TrellisLogoProps = { height?: number; showName?: boolean };

/** The Trellis mark (a lattice in a rounded square) with the word mark beside it. */
export function TrellisLogo({ height = 32, showName = true }: TrellisLogoProps) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: height / 4 }}>
      <svg width={height} height={height} viewBox="0 0 32 32" role="img" aria-label="Trellis">
        <rect width="32" height="32" rx="7" fill="#2E7D5B" />
        <path
          d="M8 24 24 8M8 16l8-8M16 24l8-8M8 8l16 16M8 16l8 8M16 8l8 8"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      {showName && (
        <span style={{ fontSize: height * 0.62, fontWeight: 700, color: '#1f3b2f', letterSpacing: 0.2, lineHeight: 1 }}>Trellis</span>
      )}
    </span>
  );
}
