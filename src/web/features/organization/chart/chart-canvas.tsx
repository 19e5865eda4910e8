import { AimOutlined, ExpandOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior } from 'd3-zoom';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  centredOn,
  fitting,
  MAX_ZOOM,
  MIN_ZOOM,
  NODE_HEIGHT,
  nodesIn,
  openingView,
  renderRect,
  sameRect,
  stubPath,
  viewRect,
  type Size,
  type ViewTransform,
} from './chart-rules';
import type { ChartLayout, Rect } from './chart-types';
import { OrgNodeCard } from './org-node-card';

type ChartCanvasProps = {
  layout: ChartLayout;
  nodeWidth: number;
  compact: boolean;
  focusId: number | null;
  youId: number;
  height: number | string;
  onToggle: (id: number) => void;
  /** More of the bar above the chart (the page's person finder), at its end. */
  tools?: ReactNode;
};

const PAN_STEP = 80;

/**
 * The chart's viewport: d3-zoom pans (drag, scroll, arrow keys) and zooms (pinch, Ctrl + scroll, buttons) one
 * transformed layer; only nodes near the view are in the page.
 */
export function ChartCanvas({ layout, nodeWidth, compact, focusId, youId, height, onToggle, tools }: ChartCanvasProps) {
  const { t } = useTranslation('organization');
  const viewportRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const behaviorRef = useRef<ZoomBehavior<HTMLDivElement, unknown> | null>(null);
  const transformRef = useRef<ViewTransform>({ x: 0, y: 0, k: 1 });
  const sizeRef = useRef<Size | null>(null);
  const [region, setRegion] = useState<Rect | null>(null);
  const centredFor = useRef<number | null | undefined>(undefined);

  const updateRegion = useCallback(() => {
    const size = sizeRef.current;
    if (!size) return;
    const next = renderRect(transformRef.current, size);
    setRegion((prev) => (prev && sameRect(prev, next) ? prev : next));
  }, []);

  const moveTo = useCallback((t: ViewTransform) => {
    const el = viewportRef.current;
    const behavior = behaviorRef.current;
    if (el && behavior) behavior.transform(select(el), zoomIdentity.translate(t.x, t.y).scale(t.k));
  }, []);

  // d3-zoom owns the gestures; the layer's transform is written directly, without a React render per frame.
  // A layout effect, so the behaviour exists before the centring below runs.
  useLayoutEffect(() => {
    const el = viewportRef.current!;
    const behavior = zoom<HTMLDivElement, unknown>()
      .scaleExtent([MIN_ZOOM, MAX_ZOOM])
      .clickDistance(4)
      // A plain wheel pans (below); Ctrl + wheel, which is also a trackpad pinch, zooms.
      .filter((event: MouseEvent) => (event.type === 'wheel' ? event.ctrlKey : !event.ctrlKey && !event.button))
      .on('zoom', ({ transform }: { transform: ViewTransform }) => {
        transformRef.current = { x: transform.x, y: transform.y, k: transform.k };
        if (layerRef.current) layerRef.current.style.transform = `translate(${transform.x}px, ${transform.y}px) scale(${transform.k})`;
        updateRegion();
      });
    behaviorRef.current = behavior;
    const selection = select(el);
    selection.call(behavior).on('dblclick.zoom', null);

    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey) return;
      event.preventDefault();
      const lines = event.deltaMode === 1 ? 16 : 1;
      const k = transformRef.current.k;
      behavior.translateBy(selection, (-event.deltaX * lines) / k, (-event.deltaY * lines) / k);
    };
    el.addEventListener('wheel', onWheel, { passive: false });

    const resize = new ResizeObserver(([entry]) => {
      if (!entry) return;
      sizeRef.current = { width: entry.contentRect.width, height: entry.contentRect.height };
      updateRegion();
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      el.removeEventListener('wheel', onWheel);
      selection.on('.zoom', null);
    };
  }, [updateRegion]);

  // Centre on the chosen person once they are laid out (and again when the choice changes).
  useLayoutEffect(() => {
    const size = sizeRef.current ?? measure(viewportRef.current);
    if (!size || centredFor.current === focusId || layout.nodes.length === 0) return;
    sizeRef.current = size;
    const target = (focusId !== null && layout.byId.get(focusId)) || layout.nodes[0]!;
    const manager = target.parentId === null ? null : (layout.byId.get(target.parentId) ?? null);
    centredFor.current = focusId;
    const team = layout.nodes.filter((n) => n.parentId !== null && n.parentId === target.parentId);
    moveTo(openingView(target, manager, team, size, nodeWidth));
  }, [focusId, layout, nodeWidth, moveTo]);

  const scaleBy = (factor: number) => {
    const el = viewportRef.current;
    if (el && behaviorRef.current) behaviorRef.current.scaleBy(select(el), factor);
  };
  const centre = () => {
    const size = sizeRef.current;
    const target = (focusId !== null && layout.byId.get(focusId)) || layout.nodes[0];
    if (size && target) moveTo(centredOn(target, size, transformRef.current.k));
  };
  const fit = () => {
    if (sizeRef.current) moveTo(fitting(layout.bounds, sizeRef.current));
  };

  // A node reached with Tab that lies outside the view is brought into it.
  const onFocusNode = useCallback(
    (id: number) => {
      const size = sizeRef.current;
      const placed = layout.byId.get(id);
      if (!size || !placed) return;
      const view = viewRect(transformRef.current, size);
      const inside =
        placed.x - nodeWidth / 2 >= view.x0 &&
        placed.x + nodeWidth / 2 <= view.x1 &&
        placed.y >= view.y0 &&
        placed.y + NODE_HEIGHT <= view.y1;
      if (!inside) moveTo(centredOn(placed, size, transformRef.current.k));
    },
    [layout, nodeWidth, moveTo],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const el = viewportRef.current;
    const behavior = behaviorRef.current;
    if (!el || !behavior) return;
    const k = transformRef.current.k;
    const pan: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    };
    const step = pan[event.key];
    if (step) behavior.translateBy(select(el), step[0] / k, step[1] / k);
    else if (event.key === '+' || event.key === '=') scaleBy(1.25);
    else if (event.key === '-') scaleBy(0.8);
    else if (event.key === '0') centre();
    else return;
    event.preventDefault();
  };

  const shown = useMemo(() => (region ? nodesIn(layout, region, nodeWidth) : { nodes: [], families: [] }), [layout, region, nodeWidth]);

  // The view's buttons sit in a bar above the chart, never over it: no card can hide beneath them.
  return (
    <div className="org-chart-frame" style={{ height }}>
      <div className="org-chart-bar">
        {!compact && (
          <span className="org-chart-hint" aria-hidden>
            {t('chart.hint')}
          </span>
        )}
        <div className="org-chart-controls" role="toolbar" aria-label={t('chart.viewToolbar')}>
          <ViewButton title={t('chart.zoomIn')} icon={<PlusOutlined />} onClick={() => scaleBy(1.25)} />
          <ViewButton title={t('chart.zoomOut')} icon={<MinusOutlined />} onClick={() => scaleBy(0.8)} />
          <ViewButton title={t('chart.fit')} icon={<ExpandOutlined />} onClick={fit} />
          <ViewButton title={t('chart.centre')} icon={<AimOutlined />} onClick={centre} />
        </div>
        {tools}
      </div>
      <div className="org-chart-canvas">
        <div ref={viewportRef} className="org-chart" role="tree" aria-label={t('chart.tree')} tabIndex={0} onKeyDown={onKeyDown}>
          <div ref={layerRef} className="org-chart-layer">
            <svg className="org-chart-links" width={1} height={1} aria-hidden>
              <g fill="none" stroke="#b8c1cc" strokeWidth={1.5}>
                {shown.families.map((f) => (
                  <path key={f.parent.node.Id} d={f.path} />
                ))}
                {shown.nodes.map((p) => p.parentId !== null && <path key={p.node.Id} d={stubPath(p)} />)}
              </g>
            </svg>
            {shown.nodes.map((p) => (
              <OrgNodeCard
                key={p.node.Id}
                placed={p}
                width={nodeWidth}
                compact={compact}
                isFocus={p.node.Id === focusId}
                isYou={p.node.Id === youId}
                onToggle={onToggle}
                onFocusNode={onFocusNode}
              />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

function ViewButton({ title, icon, onClick }: { title: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={title}>
      <Button aria-label={title} icon={icon} onClick={onClick} />
    </Tooltip>
  );
}

function measure(el: HTMLElement | null): Size | null {
  if (!el) return null;
  const { width, height } = el.getBoundingClientRect();
  return width > 0 && height > 0 ? { width, height } : null;
}
