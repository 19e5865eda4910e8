import type { Column, Content } from 'pdfmake/interfaces';
import { badRequest } from '../errors';
import type { Work } from '../http/unit-of-work';
import type { PendingDocument } from '../http/download';
import { findTeamGoalRows } from '../goals';
import { findReferenceWeekStart } from '../periods';
import { todayIn } from '../../domain/periods';
import { ianaOf } from '../../domain/time-zones';
import { cardOf, cardPages, NO_TEAM, type PersonCard, type Reason } from '../../domain/reports/team-updates';
import { reportDocument, reportPage } from './pdf-table';
import { renderPdf } from '../http/pdf';
import { loadReportPeriod } from './report-scope';
import { loadLetterhead } from './letterhead';
import type { ReportWords } from './report-words';

type Person = { name: string; jobTitle: string | null; card: PersonCard };

// A card has room for one line per goal that needs a look.
const cut = (title: string) => (title.length > 70 ? `${title.slice(0, 69)}…` : title);
// The first count ('3 of 5 goals approved') as wide as it is, so that it never wraps (German is longer); the others share the rest.
const count = (n: number, what: string, color: string, width: 'auto' | '*' = '*'): Column => ({
  text: [{ text: `${n} `, bold: true, color: n ? color : '#333333' }, what],
  width,
});

/** Why a goal needs a look, in words: 'likelihood Not sure, 2 of 5, down 2 since the week before'. */
function reasonText({ t, level, day }: ReportWords, r: Reason): string {
  if (r.kind === 'atRisk') return t('reports.card.why.likelihood', { level: level('likelihood', r.likelihood) });
  if (r.kind === 'down') return t('reports.card.why.down', { count: r.by });
  return r.lastUpdate === null ? t('reports.card.why.noUpdate') : t('reports.card.why.lastUpdate', { date: day(r.lastUpdate) });
}

/** One person's card: who, their numbers, and the goals that need a look. Unbreakable, so a card never splits. */
function cardContent(words: ReportWords, p: Person): Content {
  const [c, t] = [p.card, words.t];
  const average = (v: number | null) => (v === null ? t('reports.card.noAverage') : words.average(v));
  const lines: Content[] = [
    { text: p.name, bold: true, fontSize: 11 },
    { text: p.jobTitle ?? ' ', color: '#555555', fontSize: 8.5, margin: [0, 0, 0, 4] },
    {
      columns: [
        count(c.approved, t('reports.card.approved', { count: c.goals }), '#333333', 'auto'),
        count(c.atRisk, t('reports.card.atRisk'), '#B42318'),
        count(c.trendingDown, t('reports.card.trendingDown'), '#B54708'),
        count(c.late, t('reports.card.late'), '#B54708'),
      ],
      columnGap: 8,
    },
    {
      text:
        c.lastUpdate === null
          ? t('reports.card.noUpdate')
          : t('reports.card.averages', {
              likelihood: average(c.averageLikelihood),
              quality: average(c.averageQuality),
              date: words.day(c.lastUpdate),
            }),
      color: '#555555',
      fontSize: 8.5,
      margin: [0, 3, 0, 2],
    },
    ...c.attention.map((a): Content => ({
      text: [{ text: cut(a.title), bold: true }, ` — ${a.reasons.map((r) => reasonText(words, r)).join(', ')}`],
      fontSize: 8.5,
    })),
  ];
  return {
    table: { widths: ['*'], heights: [80], body: [[{ stack: lines, margin: [6, 4, 6, 4], fillColor: '#F4F6F8' }]] },
    layout: 'noBorders',
    unbreakable: true,
  };
}

/** Cards two to a row; each page after the first starts on a new page (§9: about 8 on the first, 10 on later ones). */
function pagesContent(words: ReportWords, people: Person[]): Content[] {
  return cardPages(people).map((page, i): Content => {
    const rows: Content[] = [];
    for (let r = 0; r < page.length; r += 2) {
      const pair = page.slice(r, r + 2);
      const [left, right] = [cardContent(words, pair[0]!), pair[1] ? cardContent(words, pair[1]) : { text: '' }];
      rows.push({ columns: [left, right], columnGap: 12, margin: [0, 0, 0, 10] });
    }
    return { stack: rows, ...(i > 0 ? { pageBreak: 'before' as const } : {}) };
  });
}

/** GET /report/teamupdates/pdf/{periodId} (report 9): a card per person below the viewer. */
export async function getTeamUpdatesPdf(w: Work, periodId: number, words: ReportWords): Promise<PendingDocument> {
  const period = await loadReportPeriod(w, periodId, words);
  const team = await findTeamGoalRows(w, period.id);
  if (team.length === 0) throw badRequest(NO_TEAM);
  const reference = await findReferenceWeekStart(w.tx, w.actor.tenantId, period.id, todayIn(ianaOf(w.actor.tenant.timeZone), w.now));
  const people = team.map((row) => ({
    name: row.name,
    jobTitle: row.job_title,
    card: cardOf(
      (row.goals ?? []).map((g) => ({
        title: g.title,
        state: g.state,
        newest: g.statuses?.[0] ?? null,
        previous: g.statuses?.[1] ?? null,
      })),
      reference,
    ),
  }));
  const company = await loadLetterhead(w, words);
  const owner = w.actor;
  const title = words.t('reports.name.teamGoalUpdates');
  const subtitle = words.t('reports.subtitle.teamUpdates', { quarter: period.label, count: people.length });
  return {
    name: words.t('reports.fileName.ofQuarter', { name: title, quarter: period.label }),
    render: () => renderPdf(reportDocument({ title, subtitle, content: pagesContent(words, people) }), reportPage(company), owner),
  };
}
