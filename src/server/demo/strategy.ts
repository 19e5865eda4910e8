import type { Db } from '../db/client';
import { strategySections } from '../db/schema';

/** Northwind's published strategy: mission, vision, values, the six objective areas and the CEO's video. */
export const DEMO_STRATEGY: Record<string, string> = {
  Mission:
    '<p>We make <strong>durable, repairable outdoor gear</strong> that gets more people outside, and we stand behind every piece for its whole life.</p>',
  Vision: '<p>By 2030, every Northwind jacket, tent and pack is repaired, resold or recycled — <em>never thrown away</em>.</p>',
  Values:
    '<ul><li><strong>Built to last:</strong> we would rather fix it than sell you a new one.</li>' +
    '<li><strong>Trail-tested:</strong> nothing ships until our own team has used it outdoors.</li>' +
    '<li><strong>Straight talk:</strong> we tell customers, colleagues and partners the truth, early.</li></ul>',
  Customers: '<p>Raise repeat purchase to <strong>45%</strong> and answer every repair request within two working days.</p>',
  Employees: '<p>Every employee spends two paid days a year outdoors with our gear, and every manager holds monthly one-to-ones.</p>',
  Shareholders: '<p>Grow recurring revenue to <strong>$20M ARR</strong> at a 15% operating margin while keeping debt at zero.</p>',
  Sales: '<p>Sign 150 independent outdoor retailers and open wholesale in Germany and the Nordics.</p>',
  Marketing: '<p>Make the <em>Lifetime Repair</em> promise the thing people know us for; half of new customers come from referrals.</p>',
  Product:
    '<ol><li>Launch the Trailhead app with repair booking built in.</li><li>Move 80% of the range to recycled or recyclable materials.</li></ol>',
  VideoUrl: 'https://www.youtube.com/embed/u4ZoJKF_VuA',
};

/** Writes the demo strategy as published (draft and published alike, so no draft warning shows). */
export async function seedDemoStrategy(tx: Db, d: { tenantId: number; ceoId: number; now: Date }) {
  await tx.insert(strategySections).values(
    Object.entries(DEMO_STRATEGY).map(([section, text]) => ({
      tenantId: d.tenantId,
      section,
      draft: text,
      published: text,
      updatedById: d.ceoId,
      updatedAt: d.now,
      publishedById: d.ceoId,
      publishedAt: d.now,
    })),
  );
}
