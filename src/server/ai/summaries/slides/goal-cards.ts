import type PptxGenJS from 'pptxgenjs';
import type { DeckGoal } from '../../../../domain/ai/deck-outline';
import { BODY, CARD_FILL, CONTENT_WIDTH, MARGIN, MUTED, brandColor, type DeckBrand } from './deck-theme';
import { fitText, headOf, type TextBox } from './fit-text';
import { addFittedText } from './slide-parts';
import type { Carry } from './continued';
import type { SlideWords } from './deck-words';

// Six goals a summary slide in three columns, four an annual one in two, always two rows (spec 001 §9).
const COLUMNS = { summary: 3, annual: 2 } as const;
const ROWS = 2;
const GAP = 0.2;
const PAD = 0.16;
const ACCENT = 0.08;
const SIZE = { title: 12, meta: 10, body: 10.5 };

const lineHeight = (fontSize: number) => (fontSize * 1.2) / 72;

/** The goals' cards; answers the summaries (by goal title) that go on after the slide. */
export function addGoalCards(
  slide: PptxGenJS.Slide,
  goals: DeckGoal[],
  detail: 'summary' | 'annual',
  brand: DeckBrand,
  words: SlideWords,
): Carry[] {
  const columns = COLUMNS[detail];
  const w = (CONTENT_WIDTH - GAP * (columns - 1)) / columns;
  const h = (BODY.h - GAP * (ROWS - 1)) / ROWS;
  const carries: Carry[] = [];
  goals.forEach((goal, i) => {
    const x = MARGIN + (i % columns) * (w + GAP);
    const y = BODY.y + Math.floor(i / columns) * (h + GAP);
    const rest = addCard(slide, goal, detail, { x, y, w, h }, brand, words);
    if (rest) carries.push({ title: goal.title, text: rest });
  });
  return carries;
}

type Frame = { x: number; y: number; w: number; h: number };

function addCard(
  slide: PptxGenJS.Slide,
  goal: DeckGoal,
  detail: 'summary' | 'annual',
  card: Frame,
  brand: DeckBrand,
  words: SlideWords,
): string {
  slide.addShape('rect', { ...card, fill: { color: CARD_FILL }, line: { type: 'none' } });
  slide.addShape('rect', {
    x: card.x,
    y: card.y,
    w: ACCENT,
    h: card.h,
    fill: { color: brandColor(brand.primaryColor) },
    line: { type: 'none' },
  });

  const x = card.x + ACCENT + PAD;
  const w = card.w - ACCENT - 2 * PAD;
  const bottom = card.y + card.h - PAD;
  let y = card.y + PAD;

  const title = { x, y, w, h: 2 * lineHeight(SIZE.title), fontSize: SIZE.title, bold: true };
  y += addFittedText(slide, goal.title, title, {}, 2) * lineHeight(SIZE.title) + 0.06;

  // The name and the state keep to their one line, so a long name cannot push the progress out; a level may take a
  // second line, as German's longer words need on a card of a third of the slide.
  const metaBox = { w, h: lineHeight(SIZE.meta), fontSize: SIZE.meta };
  // The levels in the same words and 'of 5' numbers as the goal cards on screen and the spreadsheets, a line each.
  // Then the progress from its key results, when it has any (issue 31).
  const status = words.statusLines(goal.likelihood, goal.quality);
  const measured = goal.progress === null ? [] : [words.progress(goal.progress)];
  const meta = [
    fitText(goal.ownerName, metaBox, 1),
    fitText(words.state(goal.state), metaBox, 1),
    ...status.map((line) => fitText(line, metaBox, 2)),
    ...measured.map((line) => fitText(line, metaBox, 1)),
  ];
  const metaLines = meta.reduce((n, m) => n + m.lines, 0);
  const metaText = meta.map((m) => m.text).join('\n');
  addFittedText(slide, metaText, { ...metaBox, x, y, h: metaLines * lineHeight(SIZE.meta) }, { color: MUTED }, metaLines);
  y += metaLines * lineHeight(SIZE.meta) + 0.1;

  const bodyLines = Math.floor((bottom - y) / lineHeight(SIZE.body));
  const body = { x, y, w, h: bodyLines * lineHeight(SIZE.body), fontSize: SIZE.body };
  const { shown, rest } = bodyText(goal, detail, body, bodyLines, words);
  addFittedText(slide, shown, body, {}, bodyLines);
  return rest;
}

// For a year the measurements come first and take at most half the room; the summary gets the rest, after a blank
// line. What of the summary does not fit goes on after the slide (continued.ts).
function bodyText(
  goal: DeckGoal,
  detail: 'summary' | 'annual',
  box: TextBox,
  lines: number,
  words: SlideWords,
): { shown: string; rest: string } {
  if (detail === 'summary' || !goal.measurements.trim()) return headOf(goal.summary, box, lines, words.goesOn);
  const measurements = fitText(words.measurements(goal.measurements), box, Math.ceil(lines / 2));
  const left = lines - measurements.lines - 1;
  if (!goal.summary.trim()) return { shown: measurements.text, rest: '' };
  if (left <= 0) return { shown: `${measurements.text}\n${words.goesOn}`, rest: goal.summary };
  const summary = headOf(goal.summary, box, left, words.goesOn);
  return { shown: `${measurements.text}\n\n${summary.shown}`, rest: summary.rest };
}
