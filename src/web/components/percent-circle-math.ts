// Spec 000 §9: a percent is drawn as 3.6 degrees per percent.
export const DEGREES_PER_PERCENT = 3.6;

/** A percent clamped to 0–100 and rounded; anything that is not a number counts as 0. */
export const clampPercent = (value: number | null | undefined) =>
  value == null || !Number.isFinite(value) ? 0 : Math.min(100, Math.max(0, Math.round(value)));

export const percentDegrees = (value: number | null | undefined) => clampPercent(value) * DEGREES_PER_PERCENT;
