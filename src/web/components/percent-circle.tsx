import { percentText } from '../shared/numbers';
import { clampPercent, percentDegrees } from './percent-circle-math';

type PercentCircleProps = { percent: number | null | undefined; size?: number; color?: string };

/** A percent drawn as a ring, 3.6 degrees per percent, with the number in the middle. */
export function PercentCircle({ percent, size = 64, color = '#3781C2' }: PercentCircleProps) {
  const value = clampPercent(percent);
  const ring = Math.max(4, Math.round(size / 9));
  const text = percentText(value);
  return (
    <div
      role="img"
      aria-label={text}
      style={{
        width: size,
        height: size,
        borderRadius: '50%',
        flexShrink: 0,
        background: `conic-gradient(${color} ${percentDegrees(value)}deg, #E8E8E8 0deg)`,
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <div
        style={{
          width: size - ring * 2,
          height: size - ring * 2,
          borderRadius: '50%',
          background: '#fff',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 600,
          fontSize: Math.max(11, Math.round(size / 4.5)),
        }}
      >
        {text}
      </div>
    </div>
  );
}
