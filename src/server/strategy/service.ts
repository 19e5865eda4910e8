import type { Db } from '../db/client';
import { badRequest, notFound } from '../errors';
import type { Work } from '../http/unit-of-work';
import type { Actor } from '../http/access';
import { strategyProgress } from '../../domain/strategy/progress';
import { BASIC_FIELDS, LEGACY_FIELDS, OBJECTIVE_FIELDS, STRATEGY_TEXT_MAX, isFilled } from '../../domain/strategy/sections';
import { canEditStrategy, showStrategyCard } from '../../domain/strategy/visibility';
import { INVALID_VIDEO_URL, toEmbedUrl } from '../../domain/strategy/video-url';
import {
  type Strategy,
  type StrategyBasic,
  type StrategyObjective,
  type StrategySummary,
  type StrategyVideo,
  type StrategySave,
} from '../../contract/strategy';
import { findSections, findStrategyEnabled, publishDrafts, upsertDrafts, type SectionRow } from './queries';
import { sanitizeRichText } from '../http/rich-text';

const BASIC_KEYS = [...BASIC_FIELDS, ...LEGACY_FIELDS] as const;
const VIDEO = 'VideoUrl';

type Version = 'draft' | 'published';
type Sections = { StrategyBasic: StrategyBasic; StrategyObjective: StrategyObjective; StrategyVideo: StrategyVideo };

export const STRATEGY_OFF = 'The strategy page is not enabled for this company.';

const filled = (section: string, text: string | null | undefined) => ((section === VIDEO ? !!text?.trim() : isFilled(text)) ? text! : null);

/** One version of the document, empty sections as null. */
function sectionsOf(rows: SectionRow[], version: Version): Sections {
  const text = new Map(rows.map((r) => [r.section, filled(r.section, r[version])]));
  const pick = <K extends string>(keys: readonly K[]) =>
    Object.fromEntries(keys.map((k) => [k, text.get(k) ?? null])) as Record<K, string | null>;
  return {
    StrategyBasic: pick(BASIC_KEYS),
    StrategyObjective: pick(OBJECTIVE_FIELDS),
    StrategyVideo: { VideoUrl: text.get(VIDEO) ?? null },
  };
}

const isDraftPending = (rows: SectionRow[]) => rows.some((r) => (r.draft ?? null) !== (r.published ?? null));
const hasPublished = (rows: SectionRow[]) => rows.some((r) => filled(r.section, r.published) !== null);
const latest = (dates: (Date | null)[]) => {
  const times = dates.filter((d): d is Date => d !== null).map((d) => d.getTime());
  return times.length ? new Date(Math.max(...times)).toISOString() : null;
};

function progressOf(s: Sections) {
  return strategyProgress({
    Mission: s.StrategyBasic.Mission,
    Vision: s.StrategyBasic.Vision,
    Values: s.StrategyBasic.Values,
    Objectives: s.StrategyObjective,
    VideoUrl: s.StrategyVideo.VideoUrl,
  });
}

function documentFor(actor: Actor, rows: SectionRow[]): Strategy {
  const canEdit = canEditStrategy(actor);
  const published = sectionsOf(rows, 'published');
  const isDraft = canEdit && isDraftPending(rows);
  const shown = canEdit ? sectionsOf(rows, 'draft') : published;
  return {
    StrategyEnabled: true,
    CanEdit: canEdit,
    IsStrategy: hasPublished(rows),
    IsDraft: isDraft,
    IsPublish: !isDraft,
    ...shown,
    Progress: progressOf(shown),
    Published: canEdit ? published : null,
    PublishedAt: latest(rows.map((r) => r.publishedAt)),
    UpdatedAt: canEdit ? latest(rows.map((r) => r.updatedAt)) : latest(rows.map((r) => r.publishedAt)),
  };
}

async function enabledSections(tx: Db, tenantId: number): Promise<SectionRow[]> {
  if (!(await findStrategyEnabled(tx, tenantId))) throw notFound(STRATEGY_OFF);
  return findSections(tx, tenantId);
}

/** GET /strategy/get: the editors' working copy with the published version beside it; everyone else what is published. */
export async function getStrategy({ tx, actor }: Work): Promise<Strategy> {
  return documentFor(actor, await enabledSections(tx, actor.tenantId));
}

/** GET /strategy: what the dashboard card needs. */
export async function getStrategySummary({ tx, actor }: Work): Promise<StrategySummary> {
  const enabled = await findStrategyEnabled(tx, actor.tenantId);
  const rows = enabled ? await findSections(tx, actor.tenantId) : [];
  const isStrategy = hasPublished(rows);
  const canEdit = canEditStrategy(actor);
  const showCard = showStrategyCard(actor, { strategyEnabled: enabled, isStrategy });
  const published = sectionsOf(rows, 'published');
  const shown = showCard ? published : sectionsOf([], 'published');
  return {
    StrategyEnabled: enabled,
    IsStrategy: isStrategy,
    IsDraft: enabled && canEdit && isDraftPending(rows),
    ShowCard: showCard,
    CanEdit: enabled && canEdit,
    StrategyBasic: {
      Mission: shown.StrategyBasic.Mission,
      Vision: shown.StrategyBasic.Vision,
      Values: shown.StrategyBasic.Values,
      Objectives: shown.StrategyObjective,
      Video: shown.StrategyVideo,
    },
  };
}

type SaveInput = StrategySave & { IsPublish?: boolean };

/** The drafts a save writes: rich text sanitised, the video converted for embedding, empty as null. */
function draftsOf(input: SaveInput): { section: string; draft: string | null }[] {
  const drafts: { section: string; draft: string | null }[] = [];
  const rich = (group: string, values: Record<string, string | null | undefined> | undefined) => {
    for (const [key, value] of Object.entries(values ?? {})) {
      if (value === undefined) continue;
      const clean = value === null ? '' : sanitizeRichText(value);
      if (clean.length > STRATEGY_TEXT_MAX) throw badRequest(`Must be at most ${STRATEGY_TEXT_MAX} characters.`, `${group}.${key}`);
      drafts.push({ section: key, draft: isFilled(clean) ? clean : null });
    }
  };
  rich('StrategyBasic', input.StrategyBasic);
  rich('StrategyObjective', input.StrategyObjective);
  const video = input.StrategyVideo?.VideoUrl;
  if (video !== undefined) {
    const trimmed = video?.trim() ?? '';
    const embed = trimmed === '' ? null : toEmbedUrl(trimmed);
    if (trimmed !== '' && embed === null) throw badRequest(INVALID_VIDEO_URL, 'StrategyVideo.VideoUrl');
    drafts.push({ section: VIDEO, draft: embed });
  }
  return drafts;
}

/** POST /strategy: saves the given sections as draft and, with IsPublish, makes the whole draft live. */
export async function saveStrategy(w: Work, input: SaveInput): Promise<Strategy> {
  const { tenantId, userId } = w.actor;
  if (!(await findStrategyEnabled(w.tx, tenantId))) throw notFound(STRATEGY_OFF);
  await upsertDrafts(w.tx, { tenantId, userId, at: w.now, drafts: draftsOf(input) });
  if (input.IsPublish) await publishDrafts(w.tx, { tenantId, userId, at: w.now });
  return documentFor(w.actor, await findSections(w.tx, tenantId));
}
