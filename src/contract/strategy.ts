import { z } from 'zod';
import { INVALID_VIDEO_URL, isValidVideoUrl } from '../domain/strategy/video-url';
import { STRATEGY_TEXT_MAX, VIDEO_URL_MAX } from '../domain/strategy/sections';
import { RICH_TEXT, webUrl } from './common';

const richText = z
  .string()
  .max(STRATEGY_TEXT_MAX, `Must be at most ${STRATEGY_TEXT_MAX} characters.`)
  .nullable()
  .optional()
  .describe(`${RICH_TEXT} Omitted: unchanged; null or empty: cleared`);

// ---------------------------------------------------------------------------------------------
// The document's sections, as answered (null when empty, or when a reader may not see it)
// ---------------------------------------------------------------------------------------------

/** Mission, Vision, Values and the ten legacy strategy questions Field1–Field10 (sanitised HTML). */
export const StrategyBasic = z.object({
  Mission: z.string().nullable(),
  Vision: z.string().nullable(),
  Values: z.string().nullable(),
  Field1: z.string().nullable(),
  Field2: z.string().nullable(),
  Field3: z.string().nullable(),
  Field4: z.string().nullable(),
  Field5: z.string().nullable(),
  Field6: z.string().nullable(),
  Field7: z.string().nullable(),
  Field8: z.string().nullable(),
  Field9: z.string().nullable(),
  Field10: z.string().nullable(),
});
export type StrategyBasic = z.infer<typeof StrategyBasic>;

/** The six strategic objective areas, numbered 1 Customers … 6 Product (sanitised HTML). */
export const StrategyObjective = z.object({
  Customers: z.string().nullable(),
  Employees: z.string().nullable(),
  Shareholders: z.string().nullable(),
  Sales: z.string().nullable(),
  Marketing: z.string().nullable(),
  Product: z.string().nullable(),
});
export type StrategyObjective = z.infer<typeof StrategyObjective>;

/** The CEO video, already converted for embedding (youtube.com/embed/…, player.vimeo.com/video/…). */
export const StrategyVideo = z.object({ VideoUrl: z.string().nullable() });
export type StrategyVideo = z.infer<typeof StrategyVideo>;

export const StrategyProgress = z.object({
  Video: z.number().describe('100 when a video is set'),
  MissionVisionValues: z.number().describe('Mission 34 + Vision 33 + Values 33'),
  Objectives: z.number().describe('Filled areas of six, rounded percent'),
  Overall: z.number(),
});

/**
 * GET /api/strategy/get — the strategy page. For the CEO and org admins (`CanEdit`) the sections are the
 * working copy: the draft where one is pending (`IsDraft`: show 'The strategy document is currently is Draft'),
 * else what is published; `Published` then holds what everyone sees. Everyone else gets only published, filled
 * sections (null otherwise), `IsDraft` false and `Published` null. `IsStrategy`: something has been published.
 * 404 when the company has the strategy module off.
 */
export const Strategy = z.object({
  StrategyEnabled: z.boolean(),
  CanEdit: z.boolean(),
  IsStrategy: z.boolean(),
  IsDraft: z.boolean(),
  IsPublish: z.boolean().describe('The sections answered are the published ones'),
  StrategyBasic,
  StrategyObjective,
  StrategyVideo,
  Progress: StrategyProgress.describe('Completion of the sections answered (spec 001 §4)'),
  Published: z.object({ StrategyBasic, StrategyObjective, StrategyVideo }).nullable().describe('Editors only: the published version'),
  PublishedAt: z.string().nullable(),
  UpdatedAt: z.string().nullable(),
});
export type Strategy = z.infer<typeof Strategy>;

/**
 * GET /api/strategy — the dashboard's summary card. `ShowCard` applies spec 000 §6 (module on and a strategy
 * published, or the viewer is CEO or org admin; never observers). Texts are the published ones (null if empty), never
 * a draft.
 */
export const StrategySummary = z.object({
  StrategyEnabled: z.boolean(),
  IsStrategy: z.boolean(),
  IsDraft: z.boolean().describe('Editors only: a draft waits to be published'),
  ShowCard: z.boolean(),
  CanEdit: z.boolean(),
  StrategyBasic: z
    .object({
      Mission: z.string().nullable(),
      Vision: z.string().nullable(),
      Values: z.string().nullable(),
      Objectives: StrategyObjective,
      Video: StrategyVideo,
    })
    .describe('Spec 000 §3: the published Mission, Vision, Values, Objectives and Video; all null when ShowCard is false'),
});
export type StrategySummary = z.infer<typeof StrategySummary>;

// ---------------------------------------------------------------------------------------------
// POST /api/strategy (CEO or org admin; 403 otherwise)
// ---------------------------------------------------------------------------------------------

/**
 * Saves the given sections into the draft (a drawer sends only its own section; omitted fields stay as they
 * are). With IsPublish the whole draft then goes live. Answers the document as GET /api/strategy/get does.
 * A video address is converted for embedding; an invalid one is refused: 400 StrategyVideo.VideoUrl 'Enter valid URL!'.
 */
export const StrategySave = z.object({
  StrategyBasic: z
    .object({
      Mission: richText,
      Vision: richText,
      Values: richText,
      Field1: richText,
      Field2: richText,
      Field3: richText,
      Field4: richText,
      Field5: richText,
      Field6: richText,
      Field7: richText,
      Field8: richText,
      Field9: richText,
      Field10: richText,
    })
    .optional(),
  StrategyObjective: z
    .object({
      Customers: richText,
      Employees: richText,
      Shareholders: richText,
      Sales: richText,
      Marketing: richText,
      Product: richText,
    })
    .optional(),
  StrategyVideo: z
    .object({
      VideoUrl: webUrl(VIDEO_URL_MAX, INVALID_VIDEO_URL)
        .refine((v) => isValidVideoUrl(v), INVALID_VIDEO_URL)
        .nullable()
        .optional(),
    })
    .optional(),
  IsPublish: z.boolean().default(false).describe('true: publish the draft after saving; false: save as draft'),
});
export type StrategySave = z.input<typeof StrategySave>;
