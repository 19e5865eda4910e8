import { describe, expect, it } from 'vitest';
import { layoutChart } from './chart-layout';
import {
  centredOn,
  childrenKnown,
  fitting,
  GAP_Y,
  indexNodes,
  initialExpanded,
  isOnChart,
  NODE_HEIGHT,
  NODE_WIDTH,
  nodesIn,
  openingView,
  stubPath,
  renderRect,
  toggled,
  viewRect,
} from './chart-rules';
import { person, smallOrg } from './org-fixtures';

describe('isOnChart', () => {
  it.each([
    ['an active contributor', { RoleName: 'contributor', Status: 'Active', ChildCount: 0 }, true],
    ['an invited person', { Status: 'Invited' }, true],
    ['an observer', { RoleName: 'observer' }, false],
    ['a deactivated person nobody reports to', { Status: 'Deactivated', ChildCount: 0 }, false],
    ['a deactivated manager with active reports', { RoleName: 'manager', Status: 'Deactivated', ChildCount: 3 }, true],
  ] as const)('%s: %s', (_, more, shown) => {
    expect(isOnChart(person('X', 1, more))).toBe(shown);
  });
});

describe('indexNodes', () => {
  it('groups reports under their manager by name and lets a later answer win', () => {
    const org = smallOrg();
    const renamed = { ...org.bob, Name: 'Aaron' };
    const index = indexNodes([...org.all, renamed]);
    expect(index.children.get(org.ceo.Id)?.map((n) => n.Name)).toEqual(['Ann', 'Zed']);
    expect(index.children.get(org.ann.Id)?.map((n) => n.Name)).toEqual(['Aaron', 'Cat']);
    expect(index.byId.get(org.bob.Id)?.Name).toBe('Aaron');
  });

  it('leaves out people who are not on the chart', () => {
    const org = smallOrg();
    const observer = person('Victor', null, { RoleName: 'observer' });
    const former = person('Gone', org.ann.Id, { Status: 'Deactivated' });
    const index = indexNodes([...org.all, observer, former]);
    expect(index.byId.has(observer.Id)).toBe(false);
    expect(index.children.get(org.ann.Id)?.map((n) => n.Name)).toEqual(['Bob', 'Cat']);
  });

  it('knows when a node has all its reports', () => {
    const org = smallOrg();
    const partial = indexNodes([org.ceo, org.ann, org.zed, org.cat]);
    expect(childrenKnown(partial, org.ceo.Id)).toBe(true);
    expect(childrenKnown(partial, org.ann.Id)).toBe(false);
    expect(childrenKnown(partial, org.cat.Id)).toBe(true);
  });
});

describe('expansion', () => {
  it('opens the chain to the focus and the focus itself', () => {
    expect([...initialExpanded({ AncestorIds: [1, 5], FocusId: 9 })]).toEqual([1, 5, 9]);
    expect([...initialExpanded({ AncestorIds: [], FocusId: null })]).toEqual([]);
  });

  it('toggles one node without touching the set it came from', () => {
    const before = new Set([1, 2]);
    expect([...toggled(before, 2)]).toEqual([1]);
    expect([...toggled(before, 3)]).toEqual([1, 2, 3]);
    expect([...before]).toEqual([1, 2]);
  });
});

describe('viewport', () => {
  const size = { width: 1000, height: 600 };

  it('maps the viewport into chart coordinates', () => {
    expect(viewRect({ x: 500, y: 100, k: 2 }, size)).toEqual({ x0: -250, y0: -50, x1: 250, y1: 250 });
  });

  it('renders a margin around the view, snapped to a grid so small pans change nothing', () => {
    const a = renderRect({ x: 0, y: 0, k: 1 }, size);
    expect(a).toEqual({ x0: -800, y0: -800, x1: 1600, y1: 1200 });
    expect(renderRect({ x: -30, y: 20, k: 1 }, size)).toEqual(a);
  });

  it('keeps only nodes and connectors in the region', () => {
    const ceo = person('Ceo', null, { RoleName: 'ceo', ChildCount: 40 });
    const reports = Array.from({ length: 40 }, (_, i) =>
      person(`R${String(i).padStart(2, '0')}`, ceo.Id, { ChildCount: i === 39 ? 1 : 0 }),
    );
    const below = person('Below', reports[39]!.Id);
    // One report is open, so the team stays on one line, 40 wide.
    const layout = layoutChart(indexNodes([ceo, ...reports, below]), ceo.Id, new Set([ceo.Id, reports[39]!.Id]), NODE_WIDTH);
    const region = renderRect(centredOn(layout.byId.get(ceo.Id)!, size), size);
    const shown = nodesIn(layout, region, NODE_WIDTH);
    expect(shown.nodes.length).toBeLessThan(20);
    expect(shown.nodes.map((p) => p.node.Name)).toContain('Ceo');
    expect(shown.nodes.map((p) => p.node.Name)).toContain('R20');
    expect(shown.nodes.map((p) => p.node.Name)).not.toContain('R00');
    expect(shown.families.map((f) => f.parent.node.Name)).toEqual(['Ceo']);
  });
});

describe('transforms', () => {
  const size = { width: 1000, height: 600 };

  it('centres a node in the viewport', () => {
    const t = centredOn({ x: 300, y: 216 }, size);
    expect(t).toEqual({ k: 1, x: 200, y: 600 / 2 - (216 + NODE_HEIGHT / 2) });
    const view = viewRect(t, size);
    expect((view.x0 + view.x1) / 2).toBe(300);
  });

  it('opens on the top of the chart near the top edge', () => {
    expect(openingView({ x: 300, y: 0 }, null, [], size, NODE_WIDTH)).toEqual({ k: 1, x: 200, y: 32 });
  });

  // Emma first in her row (x 0, y 432), her manager above (y 216), teammates every 224 to the right.
  const emma = { x: 0, y: 432 };
  const team = (n: number) => Array.from({ length: n + 1 }, (_, i) => ({ x: i * 224, y: 432 }));
  const managerOver = (n: number) => ({ x: (n * 224) / 2, y: 216 });
  it.each([
    // Two teammates fit at full size: Emma as near the middle as keeps the last card inside (968 = 1000 - 32).
    ['a small team, at full size', 2, size, NODE_WIDTH, { k: 1, x: 968 - 548, y: 32 - 216 }],
    // Six teammates: zoomed out just enough (936 of 1544 wide), the first card at the left edge.
    [
      'a team of seven, zoomed out to hold it',
      6,
      size,
      NODE_WIDTH,
      { k: 936 / 1544, x: 32 + 100 * (936 / 1544), y: 32 - 216 * (936 / 1544) },
    ],
    // Twelve: the cards would be under 120 wide; full size, Emma centred, the line to her manager at the top.
    ['a team too wide to read whole', 11, size, NODE_WIDTH, { k: 1, x: 500, y: 32 - (432 - GAP_Y) }],
    // A phone: two teammates would draw 160-wide cards under 120: Emma centred at full size.
    ['a phone', 2, { width: 390, height: 700 }, 160, { k: 1, x: 195, y: 32 - (432 - GAP_Y) }],
  ])('%s', (_, n, viewport, nodeWidth, view) => {
    const t = openingView(emma, managerOver(n), team(n), viewport, nodeWidth);
    expect(t.k).toBeCloseTo(view.k);
    expect(t.x).toBeCloseTo(view.x);
    expect(t.y).toBeCloseTo(view.y);
  });

  it.each([2, 6])('with %i teammates every card is whole in the view, and Emma too', (n) => {
    const t = openingView(emma, managerOver(n), team(n), size, NODE_WIDTH);
    const view = viewRect(t, size);
    for (const c of [...team(n), managerOver(n)]) {
      expect(c.x - NODE_WIDTH / 2).toBeGreaterThanOrEqual(view.x0);
      expect(c.x + NODE_WIDTH / 2).toBeLessThanOrEqual(view.x1);
      expect(c.y + NODE_HEIGHT).toBeLessThanOrEqual(view.y1);
    }
  });

  it('fits a wide chart by zooming out, and never zooms a small one in', () => {
    const wide = fitting({ x0: -2000, y0: 0, x1: 2000, y1: 400 }, size);
    expect(wide.k).toBeCloseTo(952 / 4000);
    const small = fitting({ x0: -100, y0: 0, x1: 100, y1: 160 }, size);
    expect(small).toEqual({ k: 1, x: 500, y: 220 });
  });

  it('draws a stub from the bar down to a report', () => {
    expect(stubPath({ x: 112, y: 216 } as never)).toBe('M112,188V216');
  });
});
