import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core's own bundle, evaluated in the page (through the DevTools protocol, so the page's CSP, which
// forbids inline scripts, does not stop it).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.1 A and AA rules and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export type Violation = { rule: string; impact: string; help: string; targets: string[] };

/** Runs axe over the page as it is and returns its serious and critical violations, each with where it was found. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ rule: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.map(describe) }));
    // A contrast failure names its colours, so the fix can be found without running axe again.
    function describe(node: AxeNode): string {
      const data = node.any.find((check) => check.data?.fgColor)?.data;
      const where = node.target.join(' ');
      return data ? `${where} (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1)` : where;
    }
  }, TAGS);
}

type AxeNode = { target: string[]; any: { data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null }[] };
type AxeResults = { violations: { id: string; impact?: string | null; help: string; nodes: AxeNode[] }[] };

/**
 * Waits until no animation is half-way (a drawer or menu still fading is half transparent: axe would measure colours
 * no one reads). Endless ones (a spinner, a pulse) never end, so they do not count.
 */
export const animationsSettled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
