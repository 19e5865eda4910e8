import { hierarchy, tokenFor } from './api';
import { measure, type Latencies } from './load';
import { latencyText, type Row } from './report';
import type { SeededOrg } from './seed-large';

const CALLS = 50;
const count = (n: number) => n.toLocaleString('en');

/** GET /api/user/hierarchy, one call at a time, for each probe of each company; then large-vs-small ratios. */
export async function measureHierarchies(url: string, orgs: SeededOrg[]): Promise<Row[]> {
  const rows: Row[] = [];
  const medians = new Map<string, number>();
  for (const org of orgs) {
    for (const probe of org.probes) {
      console.info(`… hierarchy of the ${probe.role} in the ${count(org.shape.people)}-person company`);
      const token = await tokenFor(url, probe.credentials);
      const check = await hierarchy(url, token);
      if (check.status !== 200 || check.body.Descendants?.length !== probe.below) {
        const got = `${check.status}, ${check.body.Descendants?.length} below`;
        throw new Error(`Hierarchy of ${probe.credentials.userName}: ${got}, expected ${probe.below}`);
      }
      const latencies: Latencies = await measure(CALLS, 1, async () => (await hierarchy(url, token)).status === 200);
      medians.set(`${org.shape.people}/${probe.role}`, latencies.median);
      rows.push({
        measurement: `GET /api/user/hierarchy, ${probe.role} of ${count(org.shape.people)} (${count(probe.below)} below)`,
        result: latencyText(latencies),
      });
    }
  }
  const [large, small] = orgs.map((o) => o.shape.people);
  for (const role of ['CEO', 'VP', 'contributor']) {
    const a = medians.get(`${large}/${role}`);
    const b = medians.get(`${small}/${role}`);
    if (a && b) {
      rows.push({
        measurement: `Hierarchy median ratio, ${role}: ${count(large!)} vs ${count(small!)} people`,
        result: `× ${(a / b).toFixed(1)}`,
      });
    }
  }
  return rows;
}
