import type PptxGenJS from 'pptxgenjs';
import type { DeckGoal } from '../../../../domain/ai/deck-outline';
import { STATE_NAMES } from '../../../../domain/goals/states';
import { statusLines } from '../../../../domain/goals/levels';
import { BODY, CARD_FILL, CONTENT_WIDTH, MARGIN, MUTED, brandColor, type DeckBrand } from './deck-theme';
import { fitText, GOES_ON, headOf, type TextBox } from './fit-text';
import { addFittedText } from './slide-parts';
import type { Carry } from './continued';

// Six goals a summary slide in three columns, four an annual one in two, always two rows (spec 001 §9).
const COLUMNS = { summary: 3, annual: 2 } as const;
const ROWS = 2;
const GAP = 0.2;
const PAD = 0.16;
const ACCENT = 0.08;
const SIZE = { title: 12, meta: 10, body: 10.5 };

const lineHeight = (fontSize: number) => (fontSize * 1.2) / 72;

/** The goals' cards; answers the summaries (by goal title) that go on after the slide. */
export function addGoalCards(slide: PptxGenJS.Slide, goals: DeckGoal[], detail: 'summary' | 'annual', brand: DeckBrand): Carry[] {
  const columns = COLUMNS[detail];
  const w = (CONTENT_WIDTH - GAP * (columns - 1)) / columns;
  const h = (BODY.h - GAP * (ROWS - 1)) / ROWS;
  const carries: Carry[] = [];
  goals.forEach((goal, i) => {
    const x = MARGIN + (i % columns) * (w + GAP);
    const y = BODY.y + Math.floor(i / columns) * (h + GAP);
    const rest = addCard(slide, goal, detail, { x, y, w, h }, brand);
    if (rest) carries.push({ title: goal.title, text: rest });
  });
  return carries;
}

type Frame = { x: number; y: number; w: number; h: number };

function addCard(slide: PptxGenJS.Slide, goal: DeckGoal, detail: 'summary' | 'annual', card: Frame, brand: DeckBrand): string {
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

  // Each of these keeps to its one line, so a long name cannot push the progress line out.
  const metaBox = { w, h: lineHeight(SIZE.meta), fontSize: SIZE.meta };
  // The levels in the same words and 'of 5' numbers as the goal cards on screen and the spreadsheets, a line each.
  const progress = statusLines(goal.likelihood, goal.quality);
  const meta = [goal.ownerName, STATE_NAMES[goal.state], ...progress].map((line) => fitText(line, metaBox, 1).text);
  addFittedText(slide, meta.join('\n'), { ...metaBox, x, y, h: meta.length * lineHeight(SIZE.meta) }, { color: MUTED }, meta.length);
  y += meta.length * lineHeight(SIZE.meta) + 0.1;

  const bodyLines = Math.floor((bottom - y) / lineHeight(SIZE.body));
  const body = { x, y, w, h: bodyLines * lineHeight(SIZE.body), fontSize: SIZE.body };
  const { shown, rest } = bodyText(goal, detail, body, bodyLines);
  addFittedText(slide, shown, body, {}, bodyLines);
  return rest;
}

// For a year the measurements come first and take at most half the room; the summary gets the rest, after a blank
// line. What of the summary does not fit goes on after the slide (continued.ts).
function bodyText(goal: DeckGoal, detail: 'summary' | 'annual', box: TextBox, lines: number): { shown: string; rest: string } {
  if (detail === 'summary' || !goal.measurements.trim()) return headOf(goal.summary, box, lines);
  const measurements = fitText(`Measurements: ${goal.measurements}`, box, Math.ceil(lines / 2));
  const left = lines - measurements.lines - 1;
  if (!goal.summary.trim()) return { shown: measurements.text, rest: '' };
  if (left <= 0) return { shown: `${measurements.text}\n${GOES_ON}`, rest: goal.summary };
  const summary = headOf(goal.summary, box, left);
  return { shown: `${measurements.text}\n\n${summary.shown}`, rest: summary.rest };
}
