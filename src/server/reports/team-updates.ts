import type { Content } from 'pdfmake/interfaces';
import { badRequest } from '../errors';
import type { Work } from '../http/unit-of-work';
import type { PendingDocument } from '../http/download';
import { findTeamGoalRows } from '../goals';
import { findReferenceWeekStart } from '../periods';
import { todayIn } from '../../domain/periods';
import { ianaOf } from '../../domain/time-zones';
import { averageLevelOf } from '../../domain/goals/levels';
import { cardOf, cardPages, NO_TEAM, type PersonCard } from '../../domain/reports/team-updates';
import { reportDocument, reportPage } from './pdf-table';
import { renderPdf } from '../http/pdf';
import { loadReportPeriod } from './report-scope';
import { loadLetterhead } from './letterhead';

export const TEAM_UPDATES_NAME = 'Team Goal Updates';

type Person = { name: string; jobTitle: string | null; card: PersonCard };

// A card has room for one line per goal that needs a look.
const cut = (title: string) => (title.length > 70 ? `${title.slice(0, 69)}…` : title);
const label = (v: number | null) => (v === null ? '–' : averageLevelOf(v));
const count = (n: number, what: string, color: string): Content => ({
  text: [{ text: `${n} `, bold: true, color: n ? color : '#333333' }, what],
});

/** One person's card: who, their numbers, and the goals that need a look. Unbreakable, so a card never splits. */
function cardContent(p: Person): Content {
  const c = p.card;
  const lines: Content[] = [
    { text: p.name, bold: true, fontSize: 11 },
    { text: p.jobTitle ?? ' ', color: '#555555', fontSize: 8.5, margin: [0, 0, 0, 4] },
    {
      columns: [
        count(c.approved, `of ${c.goals} goals approved`, '#333333'),
        count(c.atRisk, 'at risk', '#B42318'),
        count(c.trendingDown, 'trending down', '#B54708'),
        count(c.late, 'late', '#B54708'),
      ],
      columnGap: 8,
    },
    {
      text:
        c.lastUpdate === null
          ? 'No weekly update this quarter.'
          : `Average likelihood ${label(c.averageLikelihood)}, quality ${label(c.averageQuality)} · last update ${c.lastUpdate}`,
      color: '#555555',
      fontSize: 8.5,
      margin: [0, 3, 0, 2],
    },
    ...c.attention.map((a): Content => ({ text: [{ text: cut(a.title), bold: true }, ` — ${a.why}`], fontSize: 8.5 })),
  ];
  return {
    table: { widths: ['*'], heights: [80], body: [[{ stack: lines, margin: [6, 4, 6, 4], fillColor: '#F4F6F8' }]] },
    layout: 'noBorders',
    unbreakable: true,
  };
}

/** Cards two to a row; each page after the first starts on a new page (§9: about 8 on the first, 10 on later ones). */
function pagesContent(people: Person[]): Content[] {
  return cardPages(people).map((page, i): Content => {
    const rows: Content[] = [];
    for (let r = 0; r < page.length; r += 2) {
      const pair = page.slice(r, r + 2);
      rows.push({ columns: [cardContent(pair[0]!), pair[1] ? cardContent(pair[1]) : { text: '' }], columnGap: 12, margin: [0, 0, 0, 10] });
    }
    return { stack: rows, ...(i > 0 ? { pageBreak: 'before' as const } : {}) };
  });
}

/** GET /report/teamupdates/pdf/{periodId} (report 9): a card per person below the viewer. */
export async function getTeamUpdatesPdf(w: Work, periodId: number): Promise<PendingDocument> {
  const period = await loadReportPeriod(w, periodId);
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
  const company = await loadLetterhead(w);
  const owner = w.actor;
  const subtitle = `${period.label}: ${people.length} people · likelihood and quality 1 to 5 as on the goal cards; late: no update for over a week`;
  return {
    name: `${TEAM_UPDATES_NAME} ${period.label}`,
    render: () =>
      renderPdf(reportDocument({ title: TEAM_UPDATES_NAME, subtitle, content: pagesContent(people) }), reportPage(company), owner),
  };
}
