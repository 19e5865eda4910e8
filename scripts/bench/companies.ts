// The seed layers that several benches build on. The goals company (5,000 people, 50,000 goals over four quarters,
// 500,000 weekly statuses) serves the goals, compliance, live (matrix), talent, actions and people benches; the
// reports company (the same 5,000 people, 50,000 goals in the current quarter, aligned) the reports and alignment
// benches. Both use the same tenant, so they cannot live in one database.
import type { BenchData } from './bench-data';
import { seedBench, type Seeded } from './goals/seed';
import { seedPeople, type People } from './goals/seed-people';
import { seedReports, type ReportProbes } from './reports/seed-reports';

/** The 5,000 people (depth 6) of the goals bench's tree. */
export const benchPeople = (data: BenchData): Promise<People> => data.once('people', (db) => seedPeople(db, new Date()));

/** The people and the goals bench's goals, statuses and transitions. */
export async function goalsCompany(data: BenchData, log: (text: string) => void): Promise<Seeded & { people: People }> {
  const people = await benchPeople(data);
  return { people, ...(await data.once('goals', (db) => seedBench(db, log, people))) };
}

/** The reports bench's company: 50,000 goals in the current quarter, each aligned but one in twenty. */
export const reportsCompany = (data: BenchData, log: (text: string) => void): Promise<ReportProbes> =>
  data.once('reports', (db) => seedReports(db, new Date(), log));
