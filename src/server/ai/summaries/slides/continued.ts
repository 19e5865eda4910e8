import type PptxGenJS from 'pptxgenjs';
import { BODY, CONTENT_WIDTH, MARGIN, MUTED, type DeckBrand } from './deck-theme';
import { linesOf, splitText } from './fit-text';
import { addFittedText, addFooter, addHeading } from './slide-parts';
import type { SlideWords } from './deck-words';

// A summary's texts are the person's to edit and may be long; a slide shows what fits and the deck carries the rest
// on slides of its own after it, so nothing written is lost (a cut with '…' lost the end of an edited text).

/** What a slide could not hold of one text: under its goal's title, or none for an overview's text. */
export type Carry = { title: string | null; text: string };

const SIZE = { title: 13, body: 13 };
const lineHeight = (fontSize: number) => (fontSize * 1.2) / 72;
// A box a hair taller than its lines, so rounding never costs the last line.
const boxFor = (lines: number, fontSize: number) => lines * lineHeight(fontSize) + 0.01;

/** Slides after the current one, headed '{heading} (continued)', that hold the rest of each text, as many as needed. */
export function addContinuation(pptx: PptxGenJS, heading: string, carries: Carry[], brand: DeckBrand, words: SlideWords): void {
  const bottom = BODY.y + BODY.h;
  const room = (y: number) => Math.floor((bottom - y) / lineHeight(SIZE.body));
  let slide: PptxGenJS.Slide | null = null;
  let y = BODY.y;
  const open = (): PptxGenJS.Slide => {
    const next = pptx.addSlide();
    addHeading(next, words.continued(heading), brand);
    addFooter(next, brand);
    y = BODY.y;
    return next;
  };
  for (const carry of carries) {
    let text = carry.text.trim();
    let first = true;
    while (text) {
      // A title with fewer than two lines of its text under it starts a new slide.
      const needs = (carry.title ? lineHeight(SIZE.title) : 0) + 2 * lineHeight(SIZE.body);
      if (!slide || bottom - y < needs) slide = open();
      if (carry.title) {
        const title = first ? carry.title : words.continued(carry.title);
        const box = { x: MARGIN, y, w: CONTENT_WIDTH, h: boxFor(1, SIZE.title), fontSize: SIZE.title, bold: true };
        addFittedText(slide, title, box, { color: MUTED }, 1);
        y += lineHeight(SIZE.title) + 0.04;
      }
      const lines = room(y);
      const box = { w: CONTENT_WIDTH, h: boxFor(lines, SIZE.body), fontSize: SIZE.body };
      const { head, rest } = splitText(text, box, lines);
      const used = linesOf(head, box);
      addFittedText(slide, head, { ...box, x: MARGIN, y, h: boxFor(used, SIZE.body) }, {}, used);
      y += used * lineHeight(SIZE.body) + 0.25;
      text = rest;
      first = false;
      if (rest) slide = null;
    }
  }
}
