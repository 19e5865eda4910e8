import PptxGenJS from 'pptxgenjs';
import { speakerNotesOf, type Slide } from '../../../../domain/ai/deck-outline';
import { FONT, PAGE, type DeckBrand } from './deck-theme';
import { addGoalCards } from './goal-cards';
import { addFooter, addHeading, addOverviewSlide, addTitleSlide } from './slide-parts';
import { addContinuation } from './continued';
import type { SlideWords } from './deck-words';

export type { DeckBrand } from './deck-theme';

/** The .pptx of a summary's slides (A4 landscape), in the company's colour, with its logo or name; its words `words`'. */
export async function deckPptx(slides: Slide[], brand: DeckBrand, words: SlideWords): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.defineLayout({ name: PAGE.name, width: PAGE.width, height: PAGE.height });
  pptx.layout = PAGE.name;
  pptx.company = brand.companyName;
  pptx.title = slides[0]?.kind === 'title' ? slides[0].title : words.untitled;
  pptx.theme = { headFontFace: FONT, bodyFontFace: FONT };

  for (const s of slides) {
    const slide = pptx.addSlide();
    const notes = speakerNotesOf(s, words);
    if (notes) slide.addNotes(notes);
    if (s.kind === 'title') {
      addTitleSlide(slide, s, brand);
      continue;
    }
    addHeading(slide, s.heading, brand);
    const carries =
      s.kind === 'overview'
        ? [{ title: null, text: addOverviewSlide(slide, s, brand, words) }]
        : addGoalCards(slide, s.goals, s.detail, brand, words);
    addFooter(slide, brand);
    // What did not fit goes on, whole, on the slides right after.
    addContinuation(pptx, s.heading, carries, brand, words);
  }
  // stream() is the call that honours compression in pptxgenjs 4 (write() with an outputType stores the zip as is,
  // a 2.7 MB deck for 86 slides); it answers a Node buffer.
  const data = await pptx.stream({ compression: true });
  return data as Buffer;
}
