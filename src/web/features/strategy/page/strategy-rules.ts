import type { Strategy, StrategyBasic, StrategyObjective } from '../../../../contract/strategy';
import {
  BASIC_FIELDS,
  isFilled,
  LEGACY_FIELDS,
  OBJECTIVE_FIELDS,
  type BasicField,
  type LegacyField,
  type ObjectiveField,
} from '../../../../domain/strategy/sections';
import { toEmbedUrl } from '../../../../domain/strategy/video-url';

// A card's name and the guidance it shows while empty come from the catalogue by its field (`basics.label.…`,
// `objectives.area.…`).
export type Card = { field: BasicField; html: string | null; filled: boolean };
export type Area = Omit<Card, 'field'> & { field: ObjectiveField; number: number };
export type LegacyNote = { field: LegacyField; number: number; html: string };

/** Mission, Vision and Values: editors see all three (empty ones with guidance), readers only filled ones. */
export function basicCards(basic: StrategyBasic, canEdit: boolean): Card[] {
  const cards = BASIC_FIELDS.map((field) => ({
    field,
    html: basic[field],
    filled: isFilled(basic[field]),
  }));
  return canEdit ? cards : cards.filter((c) => c.filled);
}

/**
 * The six numbered objective areas. Each is shown when its own text is filled (spec 001 §2 names the reading
 * where Product follows Marketing's flag a defect); editors see all six, the empty ones unhighlighted.
 */
export function objectiveAreas(objectives: StrategyObjective, canEdit: boolean): Area[] {
  const areas = OBJECTIVE_FIELDS.map((field, i) => ({
    field,
    number: i + 1,
    html: objectives[field],
    filled: isFilled(objectives[field]),
  }));
  return canEdit ? areas : areas.filter((a) => a.filled);
}

/** The legacy strategy questions (Field1–10) that hold text, numbered. */
export const legacyNotes = (basic: StrategyBasic): LegacyNote[] =>
  LEGACY_FIELDS.flatMap((field, i) => {
    const html = basic[field];
    return html && isFilled(html) ? [{ field, number: i + 1, html }] : [];
  });

/** The basics' button: 'edit' once any of the three is written, else 'add' (Add Your Strategies). */
export const basicsButton = (basic: StrategyBasic): 'edit' | 'add' => (BASIC_FIELDS.some((f) => isFilled(basic[f])) ? 'edit' : 'add');

/** The address the player frame loads, or null when there is none or it is not a web address. */
export const videoSrc = (url: string | null) => (url && url.trim() ? toEmbedUrl(url) : null);

/** What the page shows: the video block to editors or when a video is set; readers see only filled sections. */
export function pageSections(s: Pick<Strategy, 'CanEdit' | 'StrategyBasic' | 'StrategyObjective' | 'StrategyVideo' | 'IsDraft'>) {
  const cards = basicCards(s.StrategyBasic, s.CanEdit);
  const areas = objectiveAreas(s.StrategyObjective, s.CanEdit);
  const video = videoSrc(s.StrategyVideo.VideoUrl);
  const notes = legacyNotes(s.StrategyBasic);
  return {
    welcome: s.CanEdit,
    draftWarning: s.CanEdit && s.IsDraft,
    progress: s.CanEdit,
    video: s.CanEdit || video !== null,
    basics: cards.length > 0,
    objectives: areas.length > 0,
    legacy: notes.length > 0,
    nothingPublished: !s.CanEdit && video === null && cards.length === 0 && areas.length === 0 && notes.length === 0,
  };
}
