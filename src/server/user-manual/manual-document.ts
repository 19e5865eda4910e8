import type { Content } from 'pdfmake/interfaces';
import type { PdfDocument } from '../http/pdf';
import { richTextBlocks } from '../http/rich-text';
import type { ReportSection } from '../../contract/user-manual';
import { discTypeLabel } from '../../domain/user-manual/disc-types';
import { ANSWERS_PRIVATE_NOTE } from '../../domain/user-manual/answer-visibility';
import {
  clampPercent,
  LETTER_COLORS,
  letterBars,
  scaleEnds,
  splitDetails,
  TYPICAL_MIX_NOTE,
} from '../../domain/user-manual/report-reading';

// A user manual as a PDF (issue 28, decision 046): what its reader sees on the report page, in the same order and
// words — the type, the four shares, the scales, the person's own words, the details, and the answers for those who
// may read them. A4 portrait; the margins leave room for the company's letterhead (http/pdf-page.ts).

const NAVY = '#1f3b73';
const GREY = '#555555';
const BAR_WIDTH = 300;

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

function typeBlock(summary: Extract<ReportSection, { Section: 'Summary' }>): Content {
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
          { text: discTypeLabel(summary.Disc), color: GREY },
          { text: summary.DiscTitle, fontSize: 16, bold: true, margin: [0, 2, 0, 6] },
          { text: summary.Text },
        ],
      },
    ],
    columnGap: 16,
  };
}

const shares = (per: Extract<ReportSection, { Section: 'Percentages' }>, measured: boolean): Content[] => [
  heading('How the four styles mix'),
  ...(measured ? [] : [{ text: TYPICAL_MIX_NOTE, color: GREY, margin: [0, 0, 0, 6] } as Content]),
  ...letterBars(per).flatMap((b): Content[] => [
    {
      columns: [
        { text: [{ text: `${b.letter} `, bold: true }, b.name], width: BAR_WIDTH - 40 },
        { text: `${b.percent}%`, bold: true, width: 40, alignment: 'right' },
      ],
    },
    bar(b.percent, LETTER_COLORS[b.letter]),
  ]),
];

const scales = (items: Extract<ReportSection, { Section: 'ScaleInsights' }>['Items']): Content[] =>
  items.length === 0
    ? []
    : [
        heading('Where they sit on two scales'),
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
            { text: `${at} of 100 · ${s.Text}`, margin: [0, 0, 0, 10] },
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

/** The manual's document, from the sections its reader was given. */
export function manualDocument(report: readonly ReportSection[]): PdfDocument {
  const summary = section(report, 'Summary');
  const user = section(report, 'User');
  const name = user?.UserName ?? '';
  const title = name ? `${name}’s user manual` : 'User manual';
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
      ...(summary ? [typeBlock(summary)] : []),
      ...(per ? shares(per, scaleItems.length > 0) : []),
      ...scales(scaleItems),
      ...(ownWords.length
        ? [
            heading(`In ${name ? `${name}’s` : 'their'} own words`),
            ...ownWords.map((b): Content => ({ text: b.text, bold: b.heading, margin: [b.listItem ? 12 : 0, 0, 0, 6] })),
          ]
        : []),
      ...(everyone.length ? [heading('Working together'), ...details(everyone)] : []),
      ...(managers.length
        ? [
            heading('For managers'),
            {
              text: `Only the people ${name || 'they'} reports to, directly or through others, see this part.`,
              color: GREY,
              margin: [0, 0, 0, 6],
            } as Content,
            ...details(managers),
          ]
        : []),
      ...(answers.length
        ? [
            heading(`The ${answers.length} statements and the answers given`),
            { text: ANSWERS_PRIVATE_NOTE, color: GREY, margin: [0, 0, 0, 6] } as Content,
            {
              table: {
                headerRows: 1,
                dontBreakRows: true,
                widths: [18, '*', 90],
                body: [
                  [
                    { text: '#', bold: true },
                    { text: 'Statement', bold: true },
                    { text: 'Answer', bold: true },
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
