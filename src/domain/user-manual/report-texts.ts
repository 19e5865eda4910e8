import type { DiscType } from './disc-types';
import type { TypeTexts } from './type-texts';
import { D_AND_I_TEXTS } from './type-texts-d-i';
import { S_AND_C_TEXTS } from './type-texts-s-c';

export const TYPE_TEXTS: Record<DiscType, TypeTexts> = { ...D_AND_I_TEXTS, ...S_AND_C_TEXTS };

/**
 * A scale 'A/B' is drawn as a bar from A (0) to B (100); `total` is where the person sits on it, 50 the middle.
 * Three bands: up to 40 leans to A, 60 and above leans to B, between them is balanced (40 and 60 are in the outer bands).
 */
export type ScaleBand = 'first' | 'balanced' | 'second';
export const BAND_LIMITS = { first: 40, second: 60 } as const;

export const bandOf = (total: number): ScaleBand =>
  total <= BAND_LIMITS.first ? 'first' : total >= BAND_LIMITS.second ? 'second' : 'balanced';

export type Scale = { name: string; axis: 'active' | 'accepting'; secondIsPositive: boolean; texts: Record<ScaleBand, string> };

export const SCALES: readonly Scale[] = [
  {
    name: 'Active/Thoughtful',
    axis: 'active',
    secondIsPositive: false,
    texts: {
      first:
        'Leans toward action: decides quickly, keeps things moving and is comfortable correcting course on the way. Others may need more time than they expect.',
      balanced:
        'Balances pace and reflection: can act quickly when it matters and slow down when a decision needs thought. Adapts to the tempo of the team.',
      second:
        'Leans toward reflection: thinks before acting, prefers a steady pace and likes to have the facts in hand. Others may read the pause as hesitation.',
    },
  },
  {
    name: 'Questioning/Accepting',
    axis: 'accepting',
    secondIsPositive: true,
    texts: {
      first:
        'Leans toward questioning: tests ideas against evidence, puts the task first and is willing to challenge. Colleagues may experience this as critical.',
      balanced:
        'Balances challenge and trust: questions what matters and goes along with the team where it does not. Attends to both the task and the people.',
      second:
        'Leans toward accepting: trusts colleagues, puts relationships first and looks for agreement. May hold back a doubt to keep the peace.',
    },
  },
];

/** The person's place on a scale's bar, 0..100, from the axis score −1..1. */
export const scaleTotal = (scale: Scale, axisScore: number): number =>
  Math.round(((scale.secondIsPositive ? axisScore : -axisScore) + 1) * 50);
