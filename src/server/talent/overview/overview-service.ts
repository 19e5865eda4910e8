import type { Work } from '../../http/unit-of-work';
import { avatarUrl } from '../../auth';
import { findDirectReportIds } from '../../people';
import { combinedTone, rescale } from '../../../domain/talent/ratings';
import { seesAllAppraisals } from '../../../domain/askers';
import type { AppraisalSummary, TalentMatrix, TalentOverview } from '../../../contract/talent';
import { toPersonRef, toSummary } from '../appraisals/appraisal-view';
import {
  countOverview,
  findMatrixCounts,
  findOverviewPage,
  type OverviewFilter,
  type OverviewRowData,
  type ScopeQuery,
} from './overview-queries';
import { resolveScope, type OverviewPath } from './overview-scope';
import { pipelined, type Db } from '../../db/client';

export type OverviewInput = OverviewPath & {
  page: number;
  pageSize: number;
  search?: string;
  primary?: number;
  secondary?: number;
  matrix?: '0' | '1';
};

async function matrixOf(tx: Db, q: ScopeQuery): Promise<TalentMatrix> {
  const { cells, people } = await findMatrixCounts(tx, q);
  const counts = new Map<string, { Primary: number; Secondary: number; Count: number }>();
  for (const c of cells) {
    const p = rescale(c.primary, c.scale, q.size);
    const s = rescale(c.secondary, c.scale, q.size);
    const cell = counts.get(`${p}-${s}`) ?? { Primary: p, Secondary: s, Count: 0 };
    cell.Count += c.n;
    counts.set(`${p}-${s}`, cell);
  }
  const shown = [...counts.values()]
    .map((c) => ({ ...c, Tone: combinedTone(c.Primary, c.Secondary, q.size) }))
    .sort((x, y) => x.Primary - y.Primary || x.Secondary - y.Secondary);
  const rated = shown.reduce((sum, c) => sum + c.Count, 0);
  return { Size: q.size, Cells: shown, Rated: rated, Unrated: people - rated };
}

const summaryOf = (r: OverviewRowData, showRatings: boolean): AppraisalSummary | null =>
  r.a_id === null
    ? null
    : toSummary(
        {
          id: r.a_id,
          userId: r.id,
          reviewerId: r.reviewer_id!,
          state: r.state!,
          primaryRating: r.primary_rating!,
          secondaryRating: r.secondary_rating!,
          updatedAt: new Date(r.updated_at!),
        },
        showRatings,
      );

/** GET /talent/{period}/{user}/{c}: a page of the people in scope with their appraisal status, and the matrix of the scope. */
export async function getOverview(w: Work, input: OverviewInput): Promise<TalentOverview> {
  const { tx, actor } = w;
  const { settings, periods, period, person, query } = await resolveScope(w, input);
  const base = {
    user: person ? toPersonRef(person) : null,
    directreports: [] as number[],
    Period: period,
    Periods: periods,
    CanOrganizationView: seesAllAppraisals(actor),
  };
  const size = settings.PrimaryLabels.length;
  const wantsMatrix = input.matrix === '1';
  if (!query) {
    const directreports = await findDirectReportIds(tx, actor.tenantId, actor.userId);
    return {
      ...base,
      directreports,
      users: [],
      count: 0,
      evaluations: [],
      Matrix: wantsMatrix ? { Size: size, Cells: [], Rated: 0, Unrated: 0 } : null,
    };
  }

  const filter: OverviewFilter = {
    search: input.search?.trim() || undefined,
    cell: input.primary && input.secondary ? { primary: input.primary, secondary: input.secondary } : undefined,
  };
  const [rows, matrix, filtered, directreports] = await pipelined(
    () => findOverviewPage(tx, query, filter, { limit: input.pageSize, offset: (input.page - 1) * input.pageSize }),
    () => (wantsMatrix ? matrixOf(tx, query) : Promise.resolve(null)),
    // Without a filter the matrix has counted everyone in scope already.
    () => (wantsMatrix && !filter.search && !filter.cell ? Promise.resolve(null) : countOverview(tx, query, filter)),
    () => findDirectReportIds(tx, actor.tenantId, actor.userId),
  );
  const count = filtered ?? matrix!.Rated + matrix!.Unrated;
  const share = settings.Settings.ShareRatingWithEmployee;
  // Everyone in scope is below the viewer or the viewer is an HR admin; only their own row may hide the ratings.
  const showFor = (userId: number) => share || userId !== actor.userId;
  return {
    ...base,
    directreports,
    users: rows.map((r) => ({
      Id: r.id,
      Name: r.name,
      JobTitle: r.job_title,
      Avatar: avatarUrl({ id: r.id, avatarKey: r.avatar_key }),
      ManagerId: r.parent_id,
      ManagerName: r.manager_name,
      ReportCount: r.report_count,
    })),
    count,
    evaluations: rows.map((r) => summaryOf(r, showFor(r.id))).filter((s): s is AppraisalSummary => s !== null),
    Matrix: matrix,
  };
}
