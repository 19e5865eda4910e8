import type { Strategy, StrategyBasic, StrategyObjective } from '../../../../contract/strategy';
import {
  BASIC_FIELDS,
  BASIC_LABELS,
  isFilled,
  LEGACY_FIELDS,
  OBJECTIVE_FIELDS,
  type BasicField,
  type LegacyField,
  type ObjectiveField,
} from '../../../../domain/strategy/sections';
import { toEmbedUrl } from '../../../../domain/strategy/video-url';

/** Spec 001 §2, verbatim (its wording included). */
export const WELCOME_TEXT =
  "Use this page to publish your organization's Mission, Vision, Values, and Strategic Objectives. Only the fields you fill out will be visible to your organization.";
export const DRAFT_WARNING = 'The strategy document is currently is Draft';

/** What each card asks for while it is empty (shown to the CEO and org admins only). */
export const BASIC_GUIDANCE: Record<BasicField, string> = {
  Mission: 'Why does your organization exist? Say in a sentence or two what you do, for whom, and why it matters.',
  Vision: 'Where is your organization going? Describe the future you are building toward over the next five to ten years.',
  Values: 'What sets you apart? Name the few values that guide your decisions and that customers and employees recognize in you.',
};

export const OBJECTIVE_GUIDANCE: Record<ObjectiveField, string> = {
  Customers: 'Who will your customers be, and what will they value you for?',
  Employees: 'What kind of team will you have built, and how will it work?',
  Shareholders: 'What will owners and investors see in return?',
  Sales: 'Where and how will you be selling, and how much?',
  Marketing: 'How will the market know and choose you?',
  Product: 'What will you offer, and what will make it stand out?',
};

export type Card = { field: BasicField; label: string; html: string | null; filled: boolean };
export type Area = Omit<Card, 'field'> & { field: ObjectiveField; number: number };
export type LegacyNote = { field: LegacyField; number: number; html: string };

/** Mission, Vision and Values: editors see all three (empty ones with guidance), readers only filled ones. */
export function basicCards(basic: StrategyBasic, canEdit: boolean): Card[] {
  const cards = BASIC_FIELDS.map((field) => ({
    field,
    label: BASIC_LABELS[field],
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
    label: field,
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

/** 'Edit' once any of the three is written, else 'Add Your Strategies'. */
export const basicsButtonText = (basic: StrategyBasic) => (BASIC_FIELDS.some((f) => isFilled(basic[f])) ? 'Edit' : 'Add Your Strategies');

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
