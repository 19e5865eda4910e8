import JSZip from 'jszip';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GOAL_STATES } from '../../../../domain/goals/states';
import { annualDeck, quarterDeck, type DeckGoal, type Slide } from '../../../../domain/ai/deck-outline';
import type { TrendWeek } from '../../../../domain/ai/quarter-trend';
import { deckPptx, type DeckBrand } from './deck-pptx';
import { deckWords } from './deck-words';
import { fileText } from '../../../../domain/file-text';

const goal = (id: number, overrides: Partial<DeckGoal> = {}): DeckGoal => ({
  id,
  title: `Goal ${id}: grow the northern region`,
  ownerName: 'Emma Fischer',
  state: GOAL_STATES[id % GOAL_STATES.length] ?? 'approved',
  likelihood: id % 3 === 0 ? null : 3,
  quality: id % 3 === 0 ? null : 2,
  progress: null,
  measurements: `${id * 10} new customers`,
  summary: `Goal ${id} moved steadily; the team kept its weekly updates.`,
  ...overrides,
});
const goals = (n: number, from = 1) => Array.from({ length: n }, (_, i) => goal(from + i));
const en = deckWords('en');
const quarter = (g: DeckGoal[], trend: TrendWeek[] = [], words = en) =>
  quarterDeck(
    {
      periodName: 'Q3 2026',
      personName: 'Daniel Cho',
      forWhom: 1,
      summary: 'A steady quarter.\n\nCheck-ins that stand out: week 3.',
      goals: g,
      trend,
    },
    words,
  );
const brand: DeckBrand = { companyName: 'Northwind Outfitters', primaryColor: '1F6F8B', logo: null };

async function open(slides: Slide[], b = brand, words = en) {
  const zip = await JSZip.loadAsync(await deckPptx(slides, b, words));
  const text = async (path: string) => (await zip.file(path)?.async('string')) ?? '';
  const slideXml = (n: number) => text(`ppt/slides/slide${n}.xml`);
  const slideRels = (n: number) => text(`ppt/slides/_rels/slide${n}.xml.rels`);
  const paths = Object.values(zip.files)
    .filter((f) => !f.dir)
    .map((f) => f.name);
  return { text, slideXml, slideRels, paths, slideCount: paths.filter((p) => /^ppt\/slides\/slide\d+\.xml$/.test(p)).length };
}

/** A slide's words as a viewer shows them, runs joined. */
const slideText = (xml: string) =>
  [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)]
    .map((m) =>
      m[1]!
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    )
    .join(' ');

describe('deckPptx', () => {
  it('is an A4 landscape deck: 11.7 × 8.3 inches in EMU', async () => {
    const deck = await open(quarter(goals(1)));
    const size = /<p:sldSz cx="(\d+)" cy="(\d+)"/.exec(await deck.text('ppt/presentation.xml'));
    expect(size?.slice(1)).toEqual(['10698480', '7589520']);
  });

  it.each([0, 1, 7, 13])('a quarter of %i goals: one slide per outline slide, each goal title on its own slide', async (n) => {
    const slides = quarter(goals(n));
    const deck = await open(slides);
    expect(deck.slideCount).toBe(slides.length);
    for (const [i, s] of slides.entries()) {
      if (s.kind !== 'goals') continue;
      const xml = await deck.slideXml(i + 1);
      for (const g of s.goals) expect(xml).toContain(g.title);
      expect(xml).toContain(s.heading);
    }
  });

  it('an annual deck of two quarters: four goals a slide, the measurements on the cards', async () => {
    const slides = annualDeck(
      {
        year: 2026,
        personName: 'Daniel Cho',
        forWhom: 2,
        summary: 'A good year.',
        quarters: [
          { name: 'Q1 2026', summary: 'Q1 went well.', goals: goals(5), trend: [] },
          { name: 'Q2 2026', summary: 'Q2 was slower.', goals: goals(3, 6), trend: [] },
        ],
      },
      en,
    );
    const deck = await open(slides);
    expect(deck.slideCount).toBe(slides.length);
    expect(slides.map((s) => s.kind)).toEqual(['title', 'overview', 'overview', 'goals', 'goals', 'overview', 'goals']);
    const q2Goals = await deck.slideXml(7);
    expect(q2Goals).toContain('Goal 8: grow the northern region');
    expect(q2Goals).toContain('Measurements: 80 new customers');
    expect(await deck.slideXml(1)).toContain('Written for the CEO');
  });

  it('escapes a goal title with XML characters', async () => {
    const deck = await open(quarter([goal(1, { title: 'Cut R&D costs <10%' })]));
    expect(await deck.slideXml(3)).toContain('Cut R&amp;D costs &lt;10%');
  });

  it('leaves out what XML cannot carry: an edited summary with control characters still makes a readable deck', async () => {
    const deck = await open(quarter([goal(1, { title: 'Grow\uFFFE revenue', summary: 'Done\u0001 on time\u001F, mostly.' })]));
    const xml = await deck.slideXml(3);
    expect(fileText(xml)).toBe(xml); // nothing XML cannot carry
    expect(slideText(xml)).toContain('Grow revenue');
    expect(slideText(xml)).toContain('Done on time, mostly.');
  });

  it('writes progress as the screens do, likelihood and quality in words and out of 5, or that there was no weekly update', async () => {
    const xml = await (await open(quarter([goal(1), goal(3)]))).slideXml(3);
    expect(xml).toContain('<a:t>Likelihood: Likely, 4 of 5</a:t>');
    expect(xml).toContain('<a:t>Quality: Okay, 3 of 5</a:t>');
    expect(xml).toContain('No weekly update');
  });

  it('writes a goal’s progress from its key results on its card, and nothing of it for a goal without', async () => {
    const xml = await (await open(quarter([goal(1, { progress: 37.5 }), goal(2)]))).slideXml(3);
    expect(xml).toContain('<a:t>Progress: 38%</a:t>');
    expect(xml.match(/Progress:/g)).toHaveLength(1);
  });

  it('draws the chart of goals per state in the company colour, and none for no goals', async () => {
    const withGoals = await open(quarter(goals(7)));
    const chart = /Target="\/(ppt\/charts\/chart\d+\.xml)"/.exec(await withGoals.slideRels(2))?.[1] ?? 'no chart on the slide';
    expect(withGoals.paths).toContain(chart);
    const chartXml = await withGoals.text(chart);
    expect(chartXml).toContain('1F6F8B');
    expect(chartXml).toContain('Draft in review');

    const empty = await open(quarter([]));
    expect(empty.paths.filter((p) => p.startsWith('ppt/charts/'))).toEqual([]);
  });

  it('charts the quarter’s weekly likelihood and quality under the states, on the 1–5 reading', async () => {
    const trend = [
      { week: 1, likelihood: 3, quality: 3.5, goals: 2 },
      { week: 2, likelihood: 4.5, quality: 2, goals: 2 },
    ];
    const deck = await open(quarter(goals(3), trend));
    const charts = [...(await deck.slideRels(2)).matchAll(/Target="\/(ppt\/charts\/chart\d+\.xml)"/g)].map((m) => m[1]!);
    expect(charts).toHaveLength(2);
    const line = (await Promise.all(charts.map((c) => deck.text(c)))).find((xml) => xml.includes('<c:lineChart>'));
    expect(line).toBeDefined();
    for (const text of ['Likelihood', 'Quality', 'W1', 'W2', 'Week by week (1–5)']) expect(line).toContain(text);
    expect([...line!.matchAll(/<c:v>([\d.]+)<\/c:v>/g)].map((m) => Number(m[1]))).toEqual(expect.arrayContaining([3, 4.5, 3.5, 2]));
    expect(line).toMatch(/<c:max val="5"\/>/);
    expect(line).toMatch(/<c:min val="1"\/>/);

    const without = await open(quarter(goals(3)));
    const only = [...(await without.slideRels(2)).matchAll(/ppt\/charts\/chart\d+\.xml/g)];
    expect(only).toHaveLength(1);
  });

  it('gives the presenter each goal’s facts and the overview’s whole text in the speaker notes', async () => {
    const deck = await open(quarter([goal(1), goal(3)], [{ week: 1, likelihood: 3, quality: 3, goals: 2 }]));
    const notesOf = async (n: number) => {
      const rel = /Target="\.\.\/notesSlides\/(notesSlide\d+\.xml)"/.exec(await deck.slideRels(n))?.[1];
      return slideText(await deck.text(`ppt/notesSlides/${rel ?? 'none'}`));
    };
    const overview = await notesOf(2);
    expect(overview).toContain('Check-ins that stand out: week 3.');
    expect(overview).toContain('Week 1 only: likelihood 3 and quality 3 of 5.');
    const goalNotes = await notesOf(3);
    for (const text of [
      'Goal 1: grow the northern region — Emma Fischer',
      'Likelihood: Likely, 4 of 5 · Quality: Okay, 3 of 5',
      'Key results: 10 new customers',
      'Goal 3: grow the northern region — Emma Fischer',
      'No weekly update',
      'Goal 3 moved steadily; the team kept its weekly updates.',
    ])
      expect(goalNotes).toContain(text);
  });

  describe('in German', () => {
    const de = deckWords('de');
    const trend = [
      { week: 1, likelihood: 3, quality: 3.5, goals: 2 },
      { week: 12, likelihood: 4.5, quality: 2, goals: 2 },
    ];
    const notesOf = async (deck: Awaited<ReturnType<typeof open>>, n: number) => {
      const rel = /Target="\.\.\/notesSlides\/(notesSlide\d+\.xml)"/.exec(await deck.slideRels(n))?.[1];
      return slideText(await deck.text(`ppt/notesSlides/${rel ?? 'none'}`));
    };

    it('titles, headings, cards, charts and speaker notes of a quarter', async () => {
      const deck = await open(quarter([goal(1, { progress: 37.5 }), goal(3), ...goals(5, 4)], trend, de), brand, de);
      const title = slideText(await deck.slideXml(1));
      expect(title).toContain('Quartalszusammenfassung · Q3 2026');
      expect(title).toContain('Für mich geschrieben');
      expect(slideText(await deck.slideXml(2))).toContain('Das Quartal auf einen Blick');
      const cards = slideText(await deck.slideXml(3));
      for (const words of [
        'Ziele (1 von 2)',
        'Wahrscheinlichkeit: Wahrscheinlich, 4 von 5',
        'Qualität: Okay, 3 von 5',
        'Kein wöchentlicher Status',
        // German writes a (no-break) space before the percent sign.
        'Fortschritt: 38\u00a0%',
      ]) {
        expect(cards).toContain(words);
      }
      expect(cards).toContain('Entwurf in Prüfung');
      expect(cards).not.toMatch(/Likelihood|Quality|No weekly update|Draft in review|Goals|Progress/);

      const charts = [...(await deck.slideRels(2)).matchAll(/Target="\/(ppt\/charts\/chart\d+\.xml)"/g)].map((m) => m[1]!);
      const xml = (await Promise.all(charts.map((c) => deck.text(c)))).join('');
      for (const words of ['Ziele nach Status', 'Entwurf in Prüfung', 'Woche für Woche (1–5)', 'Wahrscheinlichkeit', 'Qualität']) {
        expect(xml).toContain(words);
      }
      expect(xml).not.toMatch(/Goals per state|Week by week|Likelihood/);

      expect(await notesOf(deck, 2)).toContain(
        'Von Woche 1 bis Woche 12 ging die Wahrscheinlichkeit von 3 auf 4,5 und die Qualität von 3,5 auf 2 (von 5, der Mittelwert der Status jeder Woche).',
      );
      const notes = await notesOf(deck, 3);
      for (const words of [
        'Status: Entwurf in Prüfung',
        'Wahrscheinlichkeit: Wahrscheinlich, 4 von 5 · Qualität: Okay, 3 von 5',
        'Schlüsselergebnisse: 10 new customers',
      ]) {
        expect(notes).toContain(words);
      }
    });

    it('a year’s title and headings, the measurements on its cards, and a long text continued', async () => {
      const long = Array.from({ length: 600 }, (_, i) => `wort${i}`).join(' ');
      const slides = annualDeck(
        {
          year: 2026,
          personName: 'Daniel Cho',
          forWhom: 2,
          summary: 'Ein gutes Jahr.',
          quarters: [{ name: 'Q1 2026', summary: 'Q1 lief gut.', goals: [goal(1, { summary: long }), ...goals(4, 2)], trend: [] }],
        },
        de,
      );
      const deck = await open(slides, brand, de);
      const texts: string[] = [];
      for (let n = 1; n <= deck.slideCount; n++) texts.push(slideText(await deck.slideXml(n)));
      const all = texts.join(' ');
      for (const words of [
        'Jahreszusammenfassung · 2026',
        'Für den CEO geschrieben',
        'Das Jahr auf einen Blick',
        'Q1 2026 · Ziele (1 von 2)',
        'Messgrößen: 10 new customers',
        '→ Fortsetzung nach dieser Folie',
        'Q1 2026 · Ziele (1 von 2) (Fortsetzung)',
      ]) {
        expect(all).toContain(words);
      }
      expect(all).not.toMatch(/Annual summary|Written for|at a glance|Measurements|continued/);
    });
  });

  it('shows the logo when there is one, else the company name, and the footer on all but the title slide', async () => {
    const data = await sharp({ create: { width: 120, height: 40, channels: 4, background: { r: 31, g: 111, b: 139, alpha: 1 } } })
      .png()
      .toBuffer();
    const withLogo = await open(quarter(goals(2)), { ...brand, logo: { data, width: 120, height: 40 } });
    expect(withLogo.paths.filter((p) => /^ppt\/media\/.+\.png$/.test(p))).toHaveLength(1);
    expect(await withLogo.slideRels(1)).toMatch(/\.\.\/media\/.+\.png/);
    expect(await withLogo.slideXml(1)).not.toContain('Northwind Outfitters');

    const withName = await open(quarter(goals(2)));
    expect(withName.paths.filter((p) => p.startsWith('ppt/media/'))).toEqual([]);
    expect(await withName.slideXml(1)).toContain('Northwind Outfitters');
    for (const n of [2, 3]) {
      const xml = await withName.slideXml(n);
      expect(xml).toContain('Northwind Outfitters');
      expect(xml).toContain('type="slidenum"');
    }
  });

  // The texts are the person's to edit: one too long for its slide goes on, whole, on the slides after it.
  it.each([
    ['a goal’s card', (long: string) => quarter([goal(1, { summary: long }), goal(2)])],
    [
      'an annual card, under its measurements',
      (long: string) =>
        annualDeck(
          {
            year: 2026,
            personName: 'Daniel Cho',
            forWhom: 1,
            summary: 'A year.',
            quarters: [{ name: 'Q1 2026', summary: 'Q1.', goals: [goal(1, { summary: long })], trend: [] }],
          },
          en,
        ),
    ],
    [
      'the overview',
      (long: string) =>
        quarterDeck({ periodName: 'Q3 2026', personName: 'Daniel Cho', forWhom: 1, summary: long, goals: goals(2), trend: [] }, en),
    ],
  ])('carries a long text on %s whole onto the slides after it', async (_, deckOf) => {
    const long = Array.from({ length: 1500 }, (_, i) => `word${i}`).join(' ');
    const slides = deckOf(long);
    const deck = await open(slides);
    expect(deck.slideCount).toBeGreaterThan(slides.length + 1);
    const texts: string[] = [];
    for (let n = 1; n <= deck.slideCount; n++) texts.push(slideText(await deck.slideXml(n)));
    const words = texts.join(' ').match(/\bword\d+\b/g) ?? [];
    expect(words).toEqual(long.split(' '));
    expect(texts.join(' ')).not.toMatch(/word\d+…/);
    expect(texts.join(' ')).toContain('→ continued after this slide');
    expect(texts.slice(slides.length).join(' ')).toContain('(continued)');
  });

  it('is compressed: the file is well under the size of the parts it holds', async () => {
    const bytes = await deckPptx(quarter(goals(13)), brand, en);
    const zip = await JSZip.loadAsync(bytes);
    const parts = await Promise.all(Object.values(zip.files).map(async (f) => (f.dir ? 0 : (await f.async('uint8array')).length)));
    expect(bytes.length).toBeLessThan(0.5 * parts.reduce((a, b) => a + b, 0));
  });

  it('builds a quarter of 500 goals well within 5 seconds', async () => {
    const started = performance.now();
    const deck = await open(quarter(goals(500)));
    const ms = performance.now() - started;
    expect(deck.slideCount).toBe(2 + 84);
    expect(ms).toBeLessThan(5000);
    console.info(`500-goal quarter deck: ${Math.round(ms)} ms (built and read back)`);
  });
});
