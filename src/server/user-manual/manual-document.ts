import type { Content } from 'pdfmake/interfaces';
import type { PdfDocument } from '../http/pdf';
import { richTextBlocks } from '../http/rich-text';
import type { TFunction } from 'i18next';
import type { ReportSection } from '../../contract/user-manual';
import type { Language } from '../../domain/languages';
import { lettersOf, type DiscType } from '../../domain/user-manual/disc-types';
import { clampPercent, LETTER_COLORS, letterBars, scaleEnds, splitDetails } from '../../domain/user-manual/report-reading';
import { textsIn } from '../texts';

// A user manual as a PDF (issue 28, decision 046): what its reader sees on the report page, in the same order and
// words — the type, the four shares, the scales, the person's own words, the details, and the answers for those who
// may read them. A4 portrait; the margins leave room for the company's letterhead (http/pdf-page.ts). Its words are the
// report page's (`manual`) in the reader's language, and the few of its own (`files:manual`).

const NAVY = '#1f3b73';
const GREY = '#555555';
const BAR_WIDTH = 300;

/** The words of one language: the report page's and the file's own, and numbers as the language writes them. */
type Words = { t: TFunction<'manual'>; own: TFunction<'files'>; percent: (value: number) => string };

function wordsIn(language: Language): Words {
  const percent = new Intl.NumberFormat(language, { style: 'percent' });
  return { t: textsIn(language, 'manual'), own: textsIn(language, 'files'), percent: (value) => percent.format(value / 100) };
}

/** A type spelled out as the report page does: 'D — Dominance', 'D+I — Dominance with Influence'. */
function typeLabel(t: Words['t'], type: DiscType): string {
  const [first, second] = lettersOf(type);
  return second
    ? t('typeLabel.blend', { type, first: t(`letters.${first}`), second: t(`letters.${second}`) })
    : t('typeLabel.single', { type, name: t(`letters.${first}`) });
}

const section = <S extends ReportSection['Section']>(report: readonly ReportSection[], name: S) =>
  report.find((s): s is Extract<ReportSection, { Section: S }> => s.Section === name);

const heading = (text: string): Content => ({ text, fontSize: 13, bold: true, margin: [0, 16, 0, 6] });

const bar = (percent: number, color: string): Content => ({
  canvas: [
    { type: 'rect', x: 0, y: 0, w: BAR_WIDTH, h: 8, r: 4, color: '#eeeeee' },
    ...(percent > 0 ? [{ type: 'rect' as const, x: 0, y: 0, w: (BAR_WIDTH * clampPercent(percent)) / 100, h: 8, r: 4, color }] : []),
  ],
  margin: [0, 2, 0, 8],
});

function typeBlock(summary: Extract<ReportSection, { Section: 'Summary' }>, { t }: Words): Content {
  return {
    columns: [
      {
        width: 84,
        // A layout's callbacks cannot travel to the renderer thread: the cell carries its own fill.
        table: {
          widths: [72],
          body: [
            [
              {
                text: summary.Disc,
                color: '#ffffff',
                fillColor: NAVY,
                fontSize: 24,
                bold: true,
                alignment: 'center',
                margin: [0, 12, 0, 12],
              },
            ],
          ],
        },
        layout: 'noBorders',
      },
      {
        width: '*',
        stack: [
          { text: typeLabel(t, summary.Disc), color: GREY },
          { text: summary.DiscTitle, fontSize: 16, bold: true, margin: [0, 2, 0, 6] },
          { text: summary.Text },
        ],
      },
    ],
    columnGap: 16,
  };
}

const shares = (per: Extract<ReportSection, { Section: 'Percentages' }>, measured: boolean, { t, percent }: Words): Content[] => [
  heading(t('report.mix')),
  ...(measured ? [] : [{ text: t('report.typicalMix'), color: GREY, margin: [0, 0, 0, 6] } as Content]),
  ...letterBars(per).flatMap((b): Content[] => [
    {
      columns: [
        { text: [{ text: `${b.letter} `, bold: true }, t(`letters.${b.letter}`)], width: BAR_WIDTH - 40 },
        { text: percent(b.percent), bold: true, width: 40, alignment: 'right' },
      ],
    },
    bar(b.percent, LETTER_COLORS[b.letter]),
  ]),
];

const scales = (items: Extract<ReportSection, { Section: 'ScaleInsights' }>['Items'], { t, own }: Words): Content[] =>
  items.length === 0
    ? []
    : [
        heading(t('report.scales')),
        ...items.flatMap((s): Content[] => {
          const [left, right] = scaleEnds(s.ScaleName);
          const at = clampPercent(s.total);
          return [
            {
              columns: [
                { text: left, bold: true, width: BAR_WIDTH / 2 },
                { text: right, bold: true, width: BAR_WIDTH / 2, alignment: 'right' },
              ],
            },
            {
              canvas: [
                { type: 'rect', x: 0, y: 4, w: BAR_WIDTH, h: 6, r: 3, color: '#e6ecf5' },
                { type: 'ellipse', x: (BAR_WIDTH * at) / 100, y: 7, r1: 7, r2: 7, color: '#1f1f1f', lineColor: '#ffffff', lineWidth: 2 },
              ],
              margin: [0, 2, 0, 4],
            },
            { text: own('manual.scalePosition', { at, text: s.Text }), margin: [0, 0, 0, 10] },
          ];
        }),
      ];

const details = (items: readonly { Title: string; Detail: string }[]): Content[] =>
  items.map((d): Content => ({
    stack: [
      { text: d.Title, bold: true },
      { text: d.Detail, margin: [0, 1, 0, 0] },
    ],
    margin: [0, 0, 0, 8],
  }));

/** The manual's document, from the sections its reader was given, in the reader's language. */
export function manualDocument(report: readonly ReportSection[], language: Language): PdfDocument {
  const words = wordsIn(language);
  const { t, own } = words;
  const summary = section(report, 'Summary');
  const user = section(report, 'User');
  const name = user?.UserName ?? '';
  const title = name ? t('report.titleOf', { name }) : t('report.userManual');
  const scaleItems = section(report, 'ScaleInsights')?.Items ?? [];
  const per = section(report, 'Percentages');
  const { everyone, managers } = splitDetails(section(report, 'Details')?.Items ?? []);
  const answers = section(report, 'Questions')?.Items ?? [];
  const ownWords = user?.Description ? richTextBlocks(user.Description) : [];

  return {
    info: { title, author: 'Trellis' },
    pageSize: 'A4',
    pageMargins: [36, 60, 36, 48],
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.25 },
    content: [
      { text: title, fontSize: 20, bold: true, margin: [0, 0, 0, 12] },
      ...(summary ? [typeBlock(summary, words)] : []),
      ...(per ? shares(per, scaleItems.length > 0, words) : []),
      ...scales(scaleItems, words),
      ...(ownWords.length
        ? [
            heading(name ? t('report.ownWordsOf', { name }) : t('disc.details.ownWords')),
            ...ownWords.map((b): Content => ({ text: b.text, bold: b.heading, margin: [b.listItem ? 12 : 0, 0, 0, 6] })),
          ]
        : []),
      ...(everyone.length ? [heading(t('report.workingTogether')), ...details(everyone)] : []),
      ...(managers.length
        ? [
            heading(t('report.forManagers')),
            {
              text: name ? t('report.managersOnlyOf', { name }) : t('report.managersOnly'),
              color: GREY,
              margin: [0, 0, 0, 6],
            } as Content,
            ...details(managers),
          ]
        : []),
      ...(answers.length
        ? [
            heading(t('report.answers', { total: answers.length })),
            { text: t('report.answersPrivate'), color: GREY, margin: [0, 0, 0, 6] } as Content,
            {
              table: {
                headerRows: 1,
                dontBreakRows: true,
                widths: [18, '*', 90],
                body: [
                  [
                    { text: own('manual.answers.number'), bold: true },
                    { text: own('manual.answers.statement'), bold: true },
                    { text: own('manual.answers.answer'), bold: true },
                  ],
                  ...answers.map((q, i): Content[] => [String(i + 1), q.Question, { text: q.AnswerChoice, bold: true }]),
                ],
              },
              layout: 'lightHorizontalLines',
              fontSize: 9.5,
            } as Content,
          ]
        : []),
    ],
  };
}
