import { describe, expect, it } from 'vitest';
import type { OrgNode } from '../../../../contract/organization';
import { gridColumns, GRID_AFTER, layoutChart } from './chart-layout';
import { GAP_X, GAP_Y, indexNodes, NODE_HEIGHT, NODE_WIDTH } from './chart-rules';
import { person, smallOrg } from './org-fixtures';

const UNIT = NODE_WIDTH + GAP_X;
const ROW = NODE_HEIGHT + GAP_Y;

describe('layoutChart', () => {
  it('places only expanded levels, a row per level, siblings one node apart', () => {
    const org = smallOrg();
    const index = indexNodes(org.all);
    const layout = layoutChart(index, org.ceo.Id, new Set([org.ceo.Id]), NODE_WIDTH);
    expect(layout.nodes.map((p) => p.node.Name)).toEqual(['Olivia', 'Ann', 'Zed']);
    const [ceo, ann, zed] = layout.nodes;
    expect(ceo).toMatchObject({ y: 0, level: 1, expanded: true, parentId: null });
    expect(ann).toMatchObject({ y: NODE_HEIGHT + GAP_Y, level: 2, expanded: false, parentId: org.ceo.Id, positionInSet: 1, setSize: 2 });
    expect(zed!.x - ann!.x).toBe(NODE_WIDTH + GAP_X);
    // The manager sits centred over its reports.
    expect(ceo!.x).toBe((ann!.x + zed!.x) / 2);
    expect(layout.families).toEqual([
      {
        parent: ceo,
        path: `M${ceo!.x},160V188M${ann!.x},188H${zed!.x}`,
        box: { x0: ann!.x, y0: 160, x1: zed!.x + 1, y1: 189 },
      },
    ]);
  });

  it('keeps cousins further apart than siblings and never overlaps nodes of one row', () => {
    const org = smallOrg();
    const layout = layoutChart(indexNodes(org.all), org.ceo.Id, new Set([org.ceo.Id, org.ann.Id, org.zed.Id]), NODE_WIDTH);
    const row = layout.nodes.filter((p) => p.level === 3).sort((a, b) => a.x - b.x);
    expect(row.map((p) => p.node.Name)).toEqual(['Bob', 'Cat', 'Dan']);
    expect(row[1]!.x - row[0]!.x).toBe(NODE_WIDTH + GAP_X);
    expect(row[2]!.x - row[1]!.x).toBe((NODE_WIDTH + GAP_X) * 1.25);
    expect(layout.bounds).toEqual({
      x0: Math.min(...layout.nodes.map((p) => p.x)) - NODE_WIDTH / 2,
      x1: Math.max(...layout.nodes.map((p) => p.x)) + NODE_WIDTH / 2,
      y0: 0,
      y1: 2 * (NODE_HEIGHT + GAP_Y) + NODE_HEIGHT,
    });
  });

  it('uses the narrower phone node for spacing', () => {
    const org = smallOrg();
    const layout = layoutChart(indexNodes(org.all), org.ceo.Id, new Set([org.ceo.Id]), 160);
    expect(layout.nodes[2]!.x - layout.nodes[1]!.x).toBe(160 + GAP_X);
  });

  it('asks for the reports of an expanded node that are not known yet and marks it loading', () => {
    const org = smallOrg();
    const index = indexNodes([org.ceo, org.ann, org.zed]);
    const layout = layoutChart(index, org.ceo.Id, new Set([org.ceo.Id, org.ann.Id]), NODE_WIDTH);
    expect(layout.missing).toEqual([org.ann.Id]);
    expect(layout.byId.get(org.ann.Id)).toMatchObject({ expanded: true, loading: true });
    expect(layout.byId.get(org.ceo.Id)?.loading).toBe(false);
  });

  it('does not ask for what lies under a collapsed branch', () => {
    const org = smallOrg();
    const index = indexNodes([org.ceo, org.ann, org.zed]);
    // Ann is remembered as expanded, but the CEO above her is collapsed.
    const layout = layoutChart(index, org.ceo.Id, new Set([org.ann.Id]), NODE_WIDTH);
    expect(layout.nodes.map((p) => p.node.Name)).toEqual(['Olivia']);
    expect(layout.missing).toEqual([]);
  });

  it('lays out a 10,000-person company by what is open, not by its size', () => {
    const ceo = person('Ceo', null, { RoleName: 'ceo', ChildCount: 10 });
    const all: OrgNode[] = [ceo];
    for (let v = 0; v < 10; v++) {
      const vp = person(`Vp ${v}`, ceo.Id, { RoleName: 'manager', ChildCount: 999 });
      all.push(vp);
      for (let i = 0; i < 999; i++) all.push(person(`P ${v}-${i}`, vp.Id));
    }
    const index = indexNodes(all);
    expect(index.byId.size).toBe(10_001);
    const layout = layoutChart(index, ceo.Id, new Set([ceo.Id]), NODE_WIDTH);
    expect(layout.nodes).toHaveLength(11);
  });

  it('lays a large team with nobody opened out in rows under the manager', () => {
    const boss = person('Boss', null, { RoleName: 'manager', ChildCount: 20 });
    const team = Array.from({ length: 20 }, (_, i) => person(`T${String(i).padStart(2, '0')}`, boss.Id));
    const layout = layoutChart(indexNodes([boss, ...team]), boss.Id, new Set([boss.Id]), NODE_WIDTH);
    const columns = gridColumns(20, 6);
    expect(columns).toBe(6);
    const placed = team.map((t) => layout.byId.get(t.Id)!);
    // Six to a row, left to right, four rows; every member is a report of the boss at level 2.
    expect(placed.map((p) => Math.round((p.y - ROW) / ROW))).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3]);
    expect(placed[1]!.x - placed[0]!.x).toBe(UNIT);
    expect(placed[6]!.x).toBe(placed[0]!.x);
    expect(placed.every((p) => p.level === 2 && p.parentId === boss.Id && p.setSize === 20)).toBe(true);
    expect(placed.map((p) => p.positionInSet)).toEqual(team.map((_, i) => i + 1));
    // The boss sits over the middle of the block.
    const bossAt = layout.byId.get(boss.Id)!;
    expect(bossAt.x).toBe((placed[0]!.x + placed[5]!.x) / 2);
    // One connector: the drop, a spine down the left, a bar over each row.
    const [family] = layout.families;
    const spine = placed[0]!.x - NODE_WIDTH / 2 - GAP_X / 2;
    expect(family!.path).toBe(
      `M${bossAt.x},160V188M${spine},188V${188 + 3 * ROW}` +
        [0, 1, 2, 3].map((r) => `M${spine},${188 + r * ROW}H${placed[Math.min(r * 6 + 5, 19)]!.x}`).join(''),
    );
    expect(layout.bounds.y1).toBe(4 * ROW + NODE_HEIGHT);
  });

  it('keeps a small team, or one with someone opened, on one line', () => {
    const boss = person('Boss', null, { RoleName: 'manager', ChildCount: GRID_AFTER });
    const team = Array.from({ length: GRID_AFTER }, (_, i) => person(`S${i}`, boss.Id));
    const small = layoutChart(indexNodes([boss, ...team]), boss.Id, new Set([boss.Id]), NODE_WIDTH);
    expect(new Set(team.map((t) => small.byId.get(t.Id)!.y))).toEqual(new Set([ROW]));

    const big: OrgNode[] = [boss, ...team, person('S9', boss.Id, { ChildCount: 1 })];
    big[0] = { ...boss, ChildCount: GRID_AFTER + 1 };
    const below = person('Below', big[big.length - 1]!.Id);
    const open = layoutChart(indexNodes([...big, below]), boss.Id, new Set([boss.Id, big[big.length - 1]!.Id]), NODE_WIDTH);
    expect(open.byId.get(below.Id)?.y).toBe(2 * ROW);
    expect(new Set(big.slice(1).map((t) => open.byId.get(t.Id)!.y))).toEqual(new Set([ROW]));
  });

  it('keeps a neighbouring branch clear of every row of a team in rows', () => {
    // ceo ─┬─ big (20 in rows)
    //      └─ deep ── d1 ── d2 ── d3: its lower levels sit beside the block, not inside it.
    const ceo = person('Ceo', null, { RoleName: 'ceo', ChildCount: 2 });
    const big = person('Big', ceo.Id, { ChildCount: 20 });
    const team = Array.from({ length: 20 }, (_, i) => person(`B${String(i).padStart(2, '0')}`, big.Id));
    const deep = person('Deep', ceo.Id, { ChildCount: 1 });
    const d1 = person('D1', deep.Id, { ChildCount: 1 });
    const d2 = person('D2', d1.Id, { ChildCount: 1 });
    const d3 = person('D3', d2.Id);
    const all = [ceo, big, ...team, deep, d1, d2, d3];
    const layout = layoutChart(indexNodes(all), ceo.Id, new Set([ceo.Id, big.Id, deep.Id, d1.Id, d2.Id]), NODE_WIDTH);
    const blockRight = Math.max(...team.map((t) => layout.byId.get(t.Id)!.x)) + NODE_WIDTH / 2;
    for (const d of [d1, d2, d3]) expect(layout.byId.get(d.Id)!.x - NODE_WIDTH / 2).toBeGreaterThanOrEqual(blockRight + GAP_X);
  });

  it('uses at most two columns on a phone', () => {
    expect(gridColumns(60, 2)).toBe(2);
    expect(gridColumns(9, 6)).toBe(4);
    expect(gridColumns(60, 6)).toBe(6);
  });
});
