import type { Axis } from './questionnaire';

/**
 * A scale 'A/B' is drawn as a bar from A (0) to B (100); `total` is where the person sits on it, 50 the middle.
 * Three bands: up to 40 leans to A, 60 and above leans to B, between them is balanced (40 and 60 are in the outer bands).
 */
export type ScaleBand = 'first' | 'balanced' | 'second';
export const BAND_LIMITS = { first: 40, second: 60 } as const;

export const bandOf = (total: number): ScaleBand =>
  total <= BAND_LIMITS.first ? 'first' : total >= BAND_LIMITS.second ? 'second' : 'balanced';

/** A scale of the report, by the axis it reads; its name and band texts are the catalogue's (`manual:disc.scales`). */
export type Scale = { axis: Axis; secondIsPositive: boolean };

/** In report order: Active/Thoughtful (active to the left), then Questioning/Accepting (accepting to the right). */
export const SCALES: readonly Scale[] = [
  { axis: 'active', secondIsPositive: false },
  { axis: 'accepting', secondIsPositive: true },
];

/** The person's place on a scale's bar, 0..100, from the axis score −1..1. */
export const scaleTotal = (scale: Scale, axisScore: number): number =>
  Math.round(((scale.secondIsPositive ? axisScore : -axisScore) + 1) * 50);
