import { hierarchy, tree, type HierarchyPointNode } from 'd3-hierarchy';
import type { OrgNode } from '../../../../contract/organization';
import { childrenKnown, GAP_X, GAP_Y, NODE_HEIGHT, type OrgIndex } from './chart-rules';
import type { ChartLayout, Family, PlacedNode } from './chart-types';

/** More reports than this, none of them open, are laid out in rows under their manager instead of one line. */
export const GRID_AFTER = 8;

/** Columns of a team laid out in rows: about as wide as deep, at most 6 (2 on a phone). */
export function gridColumns(count: number, maxColumns: number): number {
  return Math.max(1, Math.min(maxColumns, Math.ceil(Math.sqrt(count * 1.5))));
}

// What the tree lays out: a person, or one row of a team shown in rows (each row the parent of the next).
type Item =
  { kind: 'person'; node: OrgNode } | { kind: 'row'; managerId: number; members: OrgNode[]; rest: OrgNode[]; columns: number; row: number };

const ROW_HEIGHT = NODE_HEIGHT + GAP_Y;

/**
 * A tidy tree (Reingold–Tilford, d3-hierarchy) of what is open: the top of the chart, and below each expanded
 * node its known reports. Collapsed branches cost nothing, so a 10,000-person company lays out only what someone
 * has opened. A large team with nobody in it opened is laid out in rows, so 60 reports make a block of 6 × 10
 * rather than a line 13,000 pixels long; each row is a wide node of the tree, so neighbouring branches keep clear
 * of every row.
 */
export function layoutChart(
  index: OrgIndex,
  rootId: number,
  expanded: ReadonlySet<number>,
  nodeWidth: number,
  maxColumns = 6,
): ChartLayout {
  const empty = { nodes: [], families: [], byId: new Map(), bounds: { x0: 0, y0: 0, x1: 0, y1: 0 }, missing: [] };
  const top = index.byId.get(rootId);
  if (!top) return empty;

  const unit = nodeWidth + GAP_X;
  const isOpen = (n: OrgNode) => expanded.has(n.Id) && n.ChildCount > 0;
  const rowItem = (managerId: number, team: OrgNode[], columns: number, row: number): Item => ({
    kind: 'row',
    managerId,
    members: team.slice(0, columns),
    rest: team.slice(columns),
    columns,
    row,
  });
  const missing: number[] = [];
  const root = hierarchy<Item>({ kind: 'person', node: top }, (item) => {
    if (item.kind === 'row') return item.rest.length > 0 ? [rowItem(item.managerId, item.rest, item.columns, item.row + 1)] : null;
    const node = item.node;
    if (!isOpen(node)) return null;
    if (!childrenKnown(index, node.Id)) missing.push(node.Id);
    const team = [...(index.children.get(node.Id) ?? [])];
    if (team.length > GRID_AFTER && !team.some(isOpen)) return [rowItem(node.Id, team, gridColumns(team.length, maxColumns), 0)];
    return team.length > 0 ? team.map((n): Item => ({ kind: 'person', node: n })) : null;
  });

  const widthOf = (item: Item) => (item.kind === 'row' ? item.columns * unit - GAP_X : nodeWidth);
  const laid = tree<Item>()
    .nodeSize([unit, ROW_HEIGHT])
    // Neighbours as far apart as their widths need; cousins a little further, so teams read as groups.
    .separation((a, b) => ((widthOf(a.data) + widthOf(b.data)) / 2 + GAP_X) / unit + (a.parent === b.parent ? 0 : 0.25))(root);

  const waiting = new Set(missing);
  const nodes: PlacedNode[] = [];
  const byId = new Map<number, PlacedNode>();
  const families: Family[] = [];
  const bounds = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  const place = (node: OrgNode, x: number, y: number, parent: PlacedNode | null, position: number, setSize: number) => {
    const placed: PlacedNode = {
      node,
      x,
      y,
      level: parent ? parent.level + 1 : 1,
      expanded: isOpen(node),
      loading: waiting.has(node.Id),
      parentId: parent?.node.Id ?? null,
      positionInSet: position,
      setSize,
    };
    nodes.push(placed);
    byId.set(node.Id, placed);
    bounds.x0 = Math.min(bounds.x0, x - nodeWidth / 2);
    bounds.x1 = Math.max(bounds.x1, x + nodeWidth / 2);
    bounds.y0 = Math.min(bounds.y0, y);
    bounds.y1 = Math.max(bounds.y1, y + NODE_HEIGHT);
    return placed;
  };

  // Depth first, so every manager is placed before their reports.
  const visit = (d: HierarchyPointNode<Item>, parent: PlacedNode | null) => {
    if (d.data.kind === 'row') return;
    const placed = parent ? byId.get(d.data.node.Id)! : place(d.data.node, d.x, d.y, null, 1, 1);
    const kids = d.children ?? [];
    const first = kids[0];
    if (!first) return;
    if (first.data.kind === 'row') {
      families.push(placeRows(first, placed));
    } else {
      kids.forEach((k, i) => place((k.data as { node: OrgNode }).node, k.x, k.y, placed, i + 1, kids.length));
      families.push(lineFamily(placed, kids[0]!.x, kids[kids.length - 1]!.x));
    }
    for (const k of kids) if (k.data.kind === 'person') visit(k, placed);
  };

  const lineFamily = (parent: PlacedNode, x0: number, x1: number): Family => {
    const barY = parent.y + NODE_HEIGHT + GAP_Y / 2;
    return {
      parent,
      path: `M${parent.x},${parent.y + NODE_HEIGHT}V${barY}M${x0},${barY}H${x1}`,
      box: { x0: Math.min(x0, parent.x), y0: parent.y + NODE_HEIGHT, x1: Math.max(x1, parent.x) + 1, y1: barY + 1 },
    };
  };

  // A team in rows: a spine down the left of the block, a bar over each row.
  const placeRows = (firstRow: HierarchyPointNode<Item>, parent: PlacedNode): Family => {
    const rows: HierarchyPointNode<Item>[] = [];
    for (let r: HierarchyPointNode<Item> | undefined = firstRow; r; r = r.children?.[0]) rows.push(r);
    const total = rows.reduce((n, r) => n + (r.data.kind === 'row' ? r.data.members.length : 0), 0);
    const spineX = firstRow.x - widthOf(firstRow.data) / 2 - GAP_X / 2;
    const bars: string[] = [];
    let position = 0;
    let right = parent.x;
    for (const r of rows) {
      if (r.data.kind !== 'row') continue;
      const left = r.x - widthOf(r.data) / 2 + nodeWidth / 2;
      r.data.members.forEach((member, i) => place(member, left + i * unit, r.y, parent, ++position, total));
      const lastX = left + (r.data.members.length - 1) * unit;
      right = Math.max(right, lastX);
      bars.push(`M${spineX},${r.y - GAP_Y / 2}H${lastX}`);
    }
    const top = parent.y + NODE_HEIGHT;
    const firstBar = firstRow.y - GAP_Y / 2;
    const lastBar = rows[rows.length - 1]!.y - GAP_Y / 2;
    return {
      parent,
      path: `M${parent.x},${top}V${firstBar}M${spineX},${firstBar}V${lastBar}${bars.join('')}`,
      box: { x0: spineX, y0: top, x1: right + 1, y1: lastBar + 1 },
    };
  };

  visit(laid, null);
  return { nodes, families, byId, bounds, missing };
}
