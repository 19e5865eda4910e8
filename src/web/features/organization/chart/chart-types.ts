import type { OrgNode } from '../../../../contract/organization';

export type Rect = { x0: number; y0: number; x1: number; y1: number };

export type PlacedNode = {
  node: OrgNode;
  /** Centre of the node's top edge in chart coordinates. */
  x: number;
  y: number;
  /** 1 for the top of the chart (aria-level). */
  level: number;
  expanded: boolean;
  /** Expanded, but its reports are still being fetched. */
  loading: boolean;
  parentId: number | null;
  positionInSet: number;
  setSize: number;
};

/** A manager's connector (the drop below them, the bars over their reports) and the area it covers. */
export type Family = { parent: PlacedNode; path: string; box: Rect };

export type ChartLayout = {
  nodes: PlacedNode[];
  families: Family[];
  byId: ReadonlyMap<number, PlacedNode>;
  bounds: Rect;
  /** Expanded nodes on screen whose reports are not known yet: fetch them. */
  missing: number[];
};
