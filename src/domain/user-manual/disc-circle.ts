import { DISC_LETTERS, lettersOf, type DiscLetter, type DiscType } from './disc-types';

// The geometry of the circle; the model is described at the top of scoring.ts.

/** Per1..Per4: each letter's share of 100. */
export type DiscShares = Record<DiscLetter, number>;

/** Where each letter's direction points, in degrees counter-clockwise from the accepting end of the x axis. */
export const LETTER_ANGLES: Record<DiscLetter, number> = { I: 45, D: 135, C: 225, S: 315 };

/** Sector k covers [30k, 30k + 30): half-open, so a border belongs to the sector that starts there. */
export const SECTORS: readonly DiscType[] = ['I+S', 'I', 'I+D', 'D+I', 'D', 'D+C', 'C+D', 'C', 'C+S', 'S+C', 'S', 'S+I'];

/** Angles are rounded to a millionth of a degree so float noise cannot move a point that lies on a border. */
export function normaliseAngle(degrees: number): number {
  const rounded = Math.round(degrees * 1e6) / 1e6;
  return ((rounded % 360) + 360) % 360;
}

export const angleOf = (accepting: number, active: number): number => normaliseAngle((Math.atan2(active, accepting) * 180) / Math.PI);

export const typeAtAngle = (angle: number): DiscType => SECTORS[Math.floor(normaliseAngle(angle) / 30)] ?? 'I+S'; // 0..11 always

/** The middle of a type's sector: the pure letters sit exactly on their own direction. */
export const sectorCentre = (type: DiscType): number => SECTORS.indexOf(type) * 30 + 15;

/**
 * Shares from a point: each letter gets 25 × (1 + strength × cos(angle − letter's direction)), i.e. 25 plus
 * the point's projection on that letter's direction. The four directions are 90° apart, so the cosines
 * cancel and the shares sum to exactly 100 before rounding; each lies in 0..50, and the middle gives 25 each.
 * Largest-remainder rounding keeps the sum at 100; equal remainders go to the type's first letter, then its
 * second, then D, I, S, C — so on a border, where two letters are level, the type's first letter still leads.
 */
export function sharesAt(angle: number, strength: number, type: DiscType): DiscShares {
  const raw = DISC_LETTERS.map((letter) => {
    const cos = Math.cos(((angle - LETTER_ANGLES[letter]) * Math.PI) / 180);
    return { letter, value: Math.round(25 * (1 + strength * cos) * 1e9) / 1e9 };
  });
  const preference: DiscLetter[] = [...lettersOf(type)];
  preference.push(...DISC_LETTERS.filter((l) => !preference.includes(l)));
  const shares = Object.fromEntries(raw.map(({ letter, value }) => [letter, Math.floor(value)])) as DiscShares;
  const left = 100 - DISC_LETTERS.reduce((sum, l) => sum + shares[l], 0);
  const byRemainder = [...raw].sort((a, b) => {
    const diff = b.value - Math.floor(b.value) - (a.value - Math.floor(a.value));
    return Math.abs(diff) > 1e-9 ? diff : preference.indexOf(a.letter) - preference.indexOf(b.letter);
  });
  byRemainder.slice(0, left).forEach(({ letter }) => (shares[letter] += 1));
  return shares;
}

/** A manual entry has no answers: a clear but not extreme profile at the middle of the chosen type's sector. */
export const MANUAL_STRENGTH = 0.5;
export const sharesForType = (type: DiscType): DiscShares => sharesAt(sectorCentre(type), MANUAL_STRENGTH, type);

/** Both axes within ±CENTRE_RADIUS (inclusive): the answers show no leaning worth naming. */
export const CENTRE_RADIUS = 0.05;
/** The type given to the centre; see the note at the top of scoring.ts. */
export const CENTRE_TYPE: DiscType = 'S';

export type CirclePoint = {
  active: number;
  accepting: number;
  angle: number;
  strength: number;
  atCentre: boolean;
  type: DiscType;
  per: DiscShares;
};

/** Place a point (each axis −1..1) on the circle: its angle, strength (0..1), type and shares. */
export function placeOnCircle(active: number, accepting: number): CirclePoint {
  const angle = angleOf(accepting, active);
  const strength = Math.min(1, Math.hypot(active, accepting) / Math.SQRT2);
  const atCentre = Math.abs(active) <= CENTRE_RADIUS && Math.abs(accepting) <= CENTRE_RADIUS;
  if (atCentre) return { active, accepting, angle, strength, atCentre, type: CENTRE_TYPE, per: { D: 25, I: 25, S: 25, C: 25 } };
  const type = typeAtAngle(angle);
  return { active, accepting, angle, strength, atCentre, type, per: sharesAt(angle, strength, type) };
}
