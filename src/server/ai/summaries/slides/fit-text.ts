// A .pptx has no overflow rule that every viewer honours, so text is clipped before it reaches a slide: wrapped at
// words into lines of an estimated width, and cut with '…' at the last line that fits.

const POINTS_PER_INCH = 72;
const LINE_HEIGHT = 1.2; // of the font size; Arial's own is about 1.15
const GLYPH_WIDTH = { regular: 0.5, bold: 0.55 }; // mean Arial glyph width in English prose, of the font size

/** A text box in inches and the font it is set in. */
export type TextBox = { w: number; h: number; fontSize: number; bold?: boolean };
export type FittedText = { text: string; lines: number };

export const charsPerLine = (box: TextBox) =>
  Math.max(1, Math.floor((box.w * POINTS_PER_INCH) / (box.fontSize * GLYPH_WIDTH[box.bold ? 'bold' : 'regular'])));
export const linesIn = (box: TextBox) => Math.max(1, Math.floor((box.h * POINTS_PER_INCH) / (box.fontSize * LINE_HEIGHT)));

// Greedy word wrap of one paragraph: where each of its lines ends. A word longer than a line is broken, as a viewer would.
function lineEnds(paragraph: string, width: number): number[] {
  const ends: number[] = [];
  let start = 0;
  let end = 0;
  for (const word of paragraph.matchAll(/\S+/g)) {
    const wordEnd = word.index + word[0].length;
    while (wordEnd - start > width) {
      if (end > start) {
        ends.push(end);
        start = Math.max(word.index, end);
      } else {
        start += width;
        ends.push(start);
      }
      end = start;
    }
    end = wordEnd;
  }
  return [...ends, end];
}

// The shown text up to the end of its last line, with '…' there: after the line when it has room, else for its last word.
function withEllipsis(shown: string, lineStart: number, width: number): string {
  if (shown.slice(lineStart).trimStart().length < width) return `${shown}…`;
  const lastGap = shown.search(/\s\S*$/);
  return `${lastGap > lineStart ? shown.slice(0, lastGap).trimEnd() : shown.slice(0, -1)}…`;
}

/** The text as it fits the box, and how many lines it takes there; a blank line takes a line. */
export function fitText(text: string, box: TextBox, maxLines = linesIn(box)): FittedText {
  const width = charsPerLine(box);
  const paragraphs = text.trim().split(/\r?\n/);
  const wrapped = paragraphs.map((p) => lineEnds(p, width));
  const total = wrapped.reduce((n, ends) => n + ends.length, 0);
  if (total <= maxLines) return { text: paragraphs.join('\n'), lines: total };

  const shown: string[] = [];
  let left = maxLines;
  for (const [i, paragraph] of paragraphs.entries()) {
    const ends = wrapped[i] ?? [];
    if (ends.length < left) {
      shown.push(paragraph);
      left -= ends.length;
      continue;
    }
    const lineStart = left > 1 ? (ends[left - 2] ?? 0) : 0;
    shown.push(withEllipsis(paragraph.slice(0, ends[left - 1]), lineStart, width));
    break;
  }
  return { text: shown.join('\n'), lines: maxLines };
}

/** How many lines the text takes in the box's width. */
export const linesOf = (text: string, box: TextBox): number =>
  text
    .trim()
    .split(/\r?\n/)
    .reduce((n, p) => n + lineEnds(p, charsPerLine(box)).length, 0);

/**
 * The text cut after the line `maxLines` ends, at a word: `head` fits the box, `rest` (empty when all fits) goes on
 * elsewhere, so a deck can carry a long text whole over several slides instead of cutting it with '…'.
 */
export function splitText(text: string, box: TextBox, maxLines: number): { head: string; rest: string } {
  const width = charsPerLine(box);
  const paragraphs = text.trim().split(/\r?\n/);
  const head: string[] = [];
  let left = maxLines;
  for (const [i, paragraph] of paragraphs.entries()) {
    const ends = lineEnds(paragraph, width);
    if (ends.length <= left) {
      head.push(paragraph);
      left -= ends.length;
      continue;
    }
    const cut = left > 0 ? (ends[left - 1] ?? 0) : 0;
    if (cut > 0) head.push(paragraph.slice(0, cut).trimEnd());
    const rest = [paragraph.slice(cut).trimStart(), ...paragraphs.slice(i + 1)].join('\n').trim();
    return { head: head.join('\n').trim(), rest };
  }
  return { head: head.join('\n'), rest: '' };
}

/** A text cut to `lines`, its last line saying it goes on (`goesOn`), and the rest; or the whole text when it fits. */
export function headOf(text: string, box: TextBox, lines: number, goesOn: string): { shown: string; rest: string } {
  if (linesOf(text, box) <= lines) return { shown: text, rest: '' };
  const { head, rest } = splitText(text, box, Math.max(0, lines - 1));
  return { shown: head ? `${head}\n${goesOn}` : goesOn, rest };
}
