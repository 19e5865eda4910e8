import type { OrgNode } from '../../../../contract/organization';
import type { ChartLayout, Family, PlacedNode, Rect } from './chart-types';

// Spec 001 §9: a node is 200 wide (160 on a phone) and 160 high.
export const NODE_WIDTH = 200;
export const NODE_WIDTH_MOBILE = 160;
export const NODE_HEIGHT = 160;
export const GAP_X = 24;
export const GAP_Y = 56;

/** Observers stand outside the hierarchy; a deactivated person stays only while someone visible reports to them. */
export const isOnChart = (node: OrgNode): boolean => node.RoleName !== 'observer' && (node.Status !== 'Deactivated' || node.ChildCount > 0);

export type OrgIndex = {
  byId: ReadonlyMap<number, OrgNode>;
  /** Known direct reports on the chart, by name. */
  children: ReadonlyMap<number, readonly OrgNode[]>;
};

const byName = (a: OrgNode, b: OrgNode) => a.Name.localeCompare(b.Name) || a.Id - b.Id;

/** Every node fetched so far, merged by Id (a later answer wins), with direct reports grouped under their manager. */
export function indexNodes(nodes: Iterable<OrgNode>): OrgIndex {
  const byId = new Map<number, OrgNode>();
  for (const node of nodes) if (isOnChart(node)) byId.set(node.Id, node);
  const children = new Map<number, OrgNode[]>();
  for (const node of byId.values()) {
    if (node.ParentId === null || !byId.has(node.ParentId)) continue;
    const list = children.get(node.ParentId);
    if (list) list.push(node);
    else children.set(node.ParentId, [node]);
  }
  for (const list of children.values()) list.sort(byName);
  return { byId, children };
}

/** Whether every direct report of the node is known, so expanding it needs no request. */
export const childrenKnown = (index: OrgIndex, id: number): boolean =>
  (index.children.get(id)?.length ?? 0) >= (index.byId.get(id)?.ChildCount ?? 0);

/** What a chart opens with: the chain from the top to the focus expanded, and the focus showing its reports. */
export function initialExpanded(window: { AncestorIds: readonly number[]; FocusId: number | null }): Set<number> {
  const expanded = new Set(window.AncestorIds);
  if (window.FocusId !== null) expanded.add(window.FocusId);
  return expanded;
}

export function toggled(expanded: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(expanded);
  if (!next.delete(id)) next.add(id);
  return next;
}

export type ViewTransform = { x: number; y: number; k: number };
export type Size = { width: number; height: number };

/** The part of the chart the viewport shows, in chart coordinates. */
export const viewRect = (t: ViewTransform, size: Size): Rect => ({
  x0: -t.x / t.k,
  y0: -t.y / t.k,
  x1: (size.width - t.x) / t.k,
  y1: (size.height - t.y) / t.k,
});

/**
 * The region to render: the view grown by a margin and snapped outward to a grid, so panning re-renders only
 * when the view crosses a grid line, and nodes just outside are already there when they scroll in.
 */
export function renderRect(t: ViewTransform, size: Size, step = 400): Rect {
  const view = viewRect(t, size);
  const margin = Math.max(view.x1 - view.x0, view.y1 - view.y0) / 2;
  return {
    x0: Math.floor((view.x0 - margin) / step) * step,
    y0: Math.floor((view.y0 - margin) / step) * step,
    x1: Math.ceil((view.x1 + margin) / step) * step,
    y1: Math.ceil((view.y1 + margin) / step) * step,
  };
}

export const sameRect = (a: Rect, b: Rect) => a.x0 === b.x0 && a.y0 === b.y0 && a.x1 === b.x1 && a.y1 === b.y1;

const overlaps = (a: Rect, b: Rect) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** Only the nodes and connectors that reach into the region go into the page. */
export function nodesIn(layout: ChartLayout, region: Rect, nodeWidth: number): { nodes: PlacedNode[]; families: Family[] } {
  // A node's rectangle includes the stub above it that joins its manager's bar.
  const nodeRect = (p: PlacedNode): Rect => ({
    x0: p.x - nodeWidth / 2,
    y0: p.y - GAP_Y / 2,
    x1: p.x + nodeWidth / 2,
    y1: p.y + NODE_HEIGHT,
  });
  return {
    nodes: layout.nodes.filter((p) => overlaps(nodeRect(p), region)),
    families: layout.families.filter((f) => overlaps(f.box, region)),
  };
}

/** The stub from a bar down to a report. */
export const stubPath = (p: PlacedNode): string => `M${p.x},${p.y - GAP_Y / 2}V${p.y}`;

export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 2;

/** The transform that puts the node in the middle of the viewport at zoom k. */
export const centredOn = (p: { x: number; y: number }, size: Size, k = 1): ViewTransform => ({
  k,
  x: size.width / 2 - p.x * k,
  y: size.height / 2 - (p.y + NODE_HEIGHT / 2) * k,
});

/** The narrowest a card may be drawn when a chart opens zoomed out to show a whole team: narrower, it cannot be read. */
export const OPENING_MIN_CARD_WIDTH = 120;

/**
 * Where a chart opens (issue 28: centred on the viewer, nothing cut off): the manager's row at the top and the
 * person's row below it, every teammate's card whole, at the largest zoom up to 1 that holds them all; sideways the
 * person is as near the middle as that allows. A team too wide to show with its cards still readable
 * (OPENING_MIN_CARD_WIDTH; a phone, mostly)
 * opens at full size with the person centred and the line up to their manager at the top. The top of the chart,
 * with nobody above, opens at the top.
 */
export function openingView(
  p: { x: number; y: number },
  manager: { x: number; y: number } | null,
  team: readonly { x: number; y: number }[],
  size: Size,
  nodeWidth: number,
): ViewTransform {
  if (!manager) return { k: 1, x: size.width / 2 - p.x, y: TOP_PADDING - p.y };
  const cards = [manager, p, ...team];
  const x0 = Math.min(...cards.map((c) => c.x)) - nodeWidth / 2;
  const x1 = Math.max(...cards.map((c) => c.x)) + nodeWidth / 2;
  const y0 = manager.y;
  const y1 = Math.max(...cards.map((c) => c.y)) + NODE_HEIGHT;
  const k = Math.min(1, (size.width - 2 * TOP_PADDING) / (x1 - x0), (size.height - 2 * TOP_PADDING) / (y1 - y0));
  if (k * nodeWidth < OPENING_MIN_CARD_WIDTH) return { k: 1, x: size.width / 2 - p.x, y: TOP_PADDING - (p.y - GAP_Y) };
  // The person in the middle, moved only as far as keeps the team's first and last card inside.
  const centred = size.width / 2 - p.x * k;
  const x = Math.max(TOP_PADDING - x0 * k, Math.min(size.width - TOP_PADDING - x1 * k, centred));
  return { k, x, y: TOP_PADDING - y0 * k };
}
const TOP_PADDING = 32;

/** The transform that shows the whole layout, never zoomed in beyond 1. */
export function fitting(bounds: Rect, size: Size, padding = 24): ViewTransform {
  const width = bounds.x1 - bounds.x0;
  const height = bounds.y1 - bounds.y0;
  const k = Math.max(
    MIN_ZOOM,
    Math.min(1, (size.width - 2 * padding) / Math.max(width, 1), (size.height - 2 * padding) / Math.max(height, 1)),
  );
  return {
    k,
    x: (size.width - width * k) / 2 - bounds.x0 * k,
    y: (size.height - height * k) / 2 - bounds.y0 * k,
  };
}
