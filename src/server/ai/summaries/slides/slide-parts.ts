import type PptxGenJS from 'pptxgenjs';
import type { StateCount } from '../../../../domain/ai/deck-outline';
import type { TrendWeek } from '../../../../domain/ai/quarter-trend';
import { BODY, CONTENT_WIDTH, FONT, INK, MARGIN, MUTED, PAGE, brandColor, type DeckBrand } from './deck-theme';
import { fitText, headOf, linesIn, type TextBox } from './fit-text';
import { fileText } from '../../../../domain/file-text';
import type { SlideWords } from './deck-words';

type PptxSlide = PptxGenJS.Slide;
export type Placed = TextBox & { x: number; y: number };

/** Text fitted to its box (see fit-text), set top-left without the viewer's own insets; returns the lines it took. */
export function addFittedText(slide: PptxSlide, text: string, box: Placed, options: PptxGenJS.TextPropsOptions = {}, maxLines?: number) {
  const fitted = fitText(fileText(text), box, maxLines);
  slide.addText(fitted.text, {
    ...box,
    fontFace: FONT,
    color: INK,
    margin: 0,
    valign: 'top',
    fit: 'none',
    paraSpaceBefore: 0,
    paraSpaceAfter: 0,
    ...options,
  });
  return fitted.lines;
}

const rect = (slide: PptxSlide, x: number, y: number, w: number, h: number, color: string) =>
  slide.addShape('rect', { x, y, w, h, fill: { color }, line: { type: 'none' } });

export function addTitleSlide(slide: PptxSlide, s: { title: string; subtitle: string; reader: string }, brand: DeckBrand) {
  const color = brandColor(brand.primaryColor);
  const logoBox = { w: 3.2, h: 1.1 };
  // A logo is kept to its aspect ratio within its box; one without a size cannot be placed, so the name stands in.
  if (brand.logo && brand.logo.width > 0 && brand.logo.height > 0) {
    const scale = Math.min(logoBox.w / brand.logo.width, logoBox.h / brand.logo.height);
    const data = `image/png;base64,${brand.logo.data.toString('base64')}`;
    slide.addImage({ data, x: MARGIN, y: 0.5, w: brand.logo.width * scale, h: brand.logo.height * scale });
  } else {
    addFittedText(slide, brand.companyName, { x: MARGIN, y: 0.6, w: CONTENT_WIDTH, h: 0.5, fontSize: 20, bold: true });
  }
  rect(slide, MARGIN, 2.85, 1.2, 0.1, color);
  const titleLines = addFittedText(slide, s.title, { x: MARGIN, y: 3.15, w: CONTENT_WIDTH, h: 1.3, fontSize: 34, bold: true });
  const below = 3.15 + titleLines * 0.6 + 0.25;
  addFittedText(slide, s.subtitle, { x: MARGIN, y: below, w: CONTENT_WIDTH, h: 0.45, fontSize: 22 }, {}, 1);
  addFittedText(slide, s.reader, { x: MARGIN, y: below + 0.6, w: CONTENT_WIDTH, h: 0.35, fontSize: 16 }, { color: MUTED }, 1);
  rect(slide, 0, PAGE.height - 0.7, PAGE.width, 0.7, color);
}

export function addHeading(slide: PptxSlide, heading: string, brand: DeckBrand) {
  addFittedText(slide, heading, { x: MARGIN, y: 0.45, w: CONTENT_WIDTH, h: 0.6, fontSize: 26, bold: true }, {}, 1);
  rect(slide, MARGIN, 1.12, 1.0, 0.07, brandColor(brand.primaryColor));
}

/** The company's name and the slide's number, which PowerPoint keeps right when slides are moved. */
export function addFooter(slide: PptxSlide, brand: DeckBrand) {
  const y = PAGE.height - 0.5;
  addFittedText(slide, brand.companyName, { x: MARGIN, y, w: CONTENT_WIDTH - 1.2, h: 0.25, fontSize: 10 }, { color: MUTED }, 1);
  slide.slideNumber = {
    x: PAGE.width - MARGIN - 1.0,
    y,
    w: 1.0,
    h: 0.25,
    fontFace: FONT,
    fontSize: 10,
    color: MUTED,
    align: 'right',
    margin: 0,
  };
}

/**
 * The overview's text and, on the right, its charts: the goals per state, and below it the quarter's weekly trend
 * when it has updates. Answers what of the text did not fit, for the slides after it.
 */
export function addOverviewSlide(
  slide: PptxSlide,
  s: { text: string; chart: StateCount[]; trend: TrendWeek[] },
  brand: DeckBrand,
  words: SlideWords,
): string {
  const chartWidth = s.chart.length > 0 || s.trend.length > 0 ? 4.6 : 0;
  const textWidth = CONTENT_WIDTH - (chartWidth > 0 ? chartWidth + 0.4 : 0);
  const box = { x: MARGIN, y: BODY.y, w: textWidth, h: BODY.h, fontSize: 14 };
  const { shown, rest } = headOf(s.text, box, linesIn(box), words.goesOn);
  addFittedText(slide, shown, box);
  const half = (BODY.h - 0.3) / 2;
  const stateHeight = s.chart.length > 0 ? Math.min(s.trend.length > 0 ? half : BODY.h, 0.9 + 0.55 * s.chart.length) : 0;
  if (s.chart.length > 0) addStateChart(slide, s.chart, { w: chartWidth, h: stateHeight }, brand, words);
  if (s.trend.length > 0) {
    const y = BODY.y + (stateHeight > 0 ? stateHeight + 0.3 : 0);
    addTrendChart(slide, s.trend, { y, w: chartWidth, h: Math.min(half, BODY.y + BODY.h - y) }, brand, words);
  }
  return rest;
}

function addStateChart(slide: PptxSlide, chart: StateCount[], size: { w: number; h: number }, brand: DeckBrand, words: SlideWords) {
  // A horizontal bar chart draws its first category at the bottom; reversed, the states read top-down in their order.
  const states = [...chart].reverse();
  slide.addChart('bar', [{ name: words.chart.series, labels: states.map((c) => c.label), values: states.map((c) => c.count) }], {
    x: PAGE.width - MARGIN - size.w,
    y: BODY.y,
    w: size.w,
    h: size.h,
    barDir: 'bar',
    chartColors: [brandColor(brand.primaryColor)],
    showTitle: true,
    title: words.chart.states,
    titleFontFace: FONT,
    titleFontSize: 14,
    titleColor: INK,
    showLegend: false,
    showValue: true,
    dataLabelFontFace: FONT,
    dataLabelFontSize: 12,
    dataLabelColor: INK,
    catAxisLabelFontFace: FONT,
    catAxisLabelFontSize: 12,
    catAxisLabelColor: INK,
    valAxisHidden: true,
    valGridLine: { style: 'none' },
    barGapWidthPct: 60,
  });
}

/** The quarter's weekly likelihood and quality (1–5, the mean of each week's updates) as two lines. */
function addTrendChart(
  slide: PptxSlide,
  trend: TrendWeek[],
  box: { y: number; w: number; h: number },
  brand: DeckBrand,
  { chart }: SlideWords,
) {
  const labels = trend.map((w) => chart.week(w.week));
  const lines = [
    { name: chart.likelihood, labels, values: trend.map((w) => w.likelihood) },
    { name: chart.quality, labels, values: trend.map((w) => w.quality) },
  ];
  slide.addChart('line', lines, {
    x: PAGE.width - MARGIN - box.w,
    y: box.y,
    w: box.w,
    h: box.h,
    chartColors: [brandColor(brand.primaryColor), MUTED],
    lineSize: 2,
    lineDataSymbol: 'circle',
    lineDataSymbolSize: 6,
    showTitle: true,
    title: chart.trend,
    titleFontFace: FONT,
    titleFontSize: 14,
    titleColor: INK,
    showLegend: true,
    legendPos: 'b',
    legendFontFace: FONT,
    legendFontSize: 11,
    catAxisLabelFontFace: FONT,
    catAxisLabelFontSize: 10,
    catAxisLabelColor: INK,
    valAxisMinVal: 1,
    valAxisMaxVal: 5,
    valAxisMajorUnit: 1,
    valAxisLabelFontFace: FONT,
    valAxisLabelFontSize: 10,
    valAxisLabelColor: MUTED,
    valGridLine: { color: 'E5E7EB', style: 'solid', size: 1 },
  });
}
