import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core's own bundle, evaluated in the page (through the DevTools protocol, so the page's CSP, which
// forbids inline scripts, does not stop it).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.1 A and AA rules and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Every impact but 'minor' fails a scan (decision 047). */
const FAILING = ['moderate', 'serious', 'critical'];

export type Violation = { rule: string; impact: string; help: string; targets: string[] };

/**
 * Runs axe over the page as it is and returns its moderate, serious and critical violations, each with where it was
 * found. It throws when a rule that axe runs by default is left out of TAGS: nothing is tagged out to get green.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, failing }) => {
      const axe = (window as unknown as { axe: Axe }).axe;
      const skipped = axe.getRules().filter((r) => r.enabled !== false && !r.tags.some((t) => tags.includes(t)));
      if (skipped.length) throw new Error(`axe rules left out of the scan: ${skipped.map((r) => r.ruleId).join(', ')}`);
      const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return results.violations
        .filter((v) => failing.includes(v.impact ?? ''))
        .map((v) => ({ rule: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.map(describe) }));
      // A contrast failure names its colours, so the fix can be found without running axe again.
      function describe(node: AxeNode): string {
        const data = node.any.find((check) => check.data?.fgColor)?.data;
        const where = node.target.join(' ');
        return data ? `${where} (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1)` : where;
      }
    },
    { tags: TAGS, failing: FAILING },
  );
}

type AxeNode = { target: string[]; any: { data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null }[] };
type AxeResults = { violations: { id: string; impact?: string | null; help: string; nodes: AxeNode[] }[] };
type Axe = {
  run: (ctx: Document, options: object) => Promise<AxeResults>;
  getRules: () => { ruleId: string; tags: string[]; enabled?: boolean }[];
};

/**
 * Waits until no animation is half-way (a drawer or menu still fading is half transparent: axe would measure colours
 * no one reads). Endless ones (a spinner, a pulse) never end, so they do not count.
 */
export const animationsSettled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
