import { OBJECTIVE_FIELDS, isFilled, type ObjectiveField } from './sections';

export type StrategyProgressInput = {
  Mission: string | null;
  Vision: string | null;
  Values: string | null;
  Objectives: Partial<Record<ObjectiveField, string | null>>;
  VideoUrl: string | null;
};

export type StrategyProgress = {
  /** 100 when a video address is set, else 0. */
  Video: number;
  /** Mission 34 + Vision 33 + Values 33, each when filled. */
  MissionVisionValues: number;
  /** Filled objective areas of six, as a rounded percentage. */
  Objectives: number;
  /** The rounded mean of the three parts. */
  Overall: number;
};

/** Completion progress of spec 001 §4. */
export function strategyProgress(s: StrategyProgressInput): StrategyProgress {
  const video = s.VideoUrl?.trim() ? 100 : 0;
  const basics = (isFilled(s.Mission) ? 34 : 0) + (isFilled(s.Vision) ? 33 : 0) + (isFilled(s.Values) ? 33 : 0);
  const filledObjectives = OBJECTIVE_FIELDS.filter((f) => isFilled(s.Objectives[f])).length;
  const objectives = Math.round((filledObjectives * 100) / OBJECTIVE_FIELDS.length);
  return { Video: video, MissionVisionValues: basics, Objectives: objectives, Overall: Math.round((video + basics + objectives) / 3) };
}
