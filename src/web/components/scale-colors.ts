import { levelWord } from './level-words';

// Fixed colours per level 0–4, shared by the status row, the timeline and the prediction matrix.
export const LIKELIHOOD_COLORS = ['#C62828', '#EF6C00', '#F9A825', '#7CB342', '#2E7D32'] as const;
export const QUALITY_COLORS = ['#AD1457', '#8E24AA', '#5E35B1', '#1E88E5', '#00897B'] as const;
export const NO_STATUS_COLOR = '#D9D9D9';

/** A level's word in the language shown ('Likely'); '' for an unknown level. */
export const likelihoodLabel = (level: number) => levelWord('likelihood', level);
export const qualityLabel = (level: number) => levelWord('quality', level);
export const likelihoodColor = (level: number | null | undefined) =>
  level == null ? NO_STATUS_COLOR : (LIKELIHOOD_COLORS[level] ?? NO_STATUS_COLOR);
export const qualityColor = (level: number | null | undefined) =>
  level == null ? NO_STATUS_COLOR : (QUALITY_COLORS[level] ?? NO_STATUS_COLOR);
