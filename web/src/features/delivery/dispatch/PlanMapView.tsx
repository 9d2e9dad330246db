import { Button, Caption1, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import {
  AddRegular,
  ArrowDownRegular,
  ArrowLeftRegular,
  ArrowRightRegular,
  ArrowUpRegular,
  DismissRegular,
  LocationRegular,
  SubtractRegular,
} from '@fluentui/react-icons';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, type GeoPoint } from '@console/schema';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactElement, type RefObject } from 'react';
import { dispatchTexts as texts } from './dispatchTexts.ts';
import { MARKER_FILLS, MARKER_SIZE, markerPath } from './markerIcons.ts';
import { MarkerPopup } from './MarkerPopup.tsx';
import type { DispatchMapViewProps } from './mapView.ts';
import { fromScreen, panBy, toScreen, zoomAround, type PlanView, type ScreenPoint, type ViewSize } from './projection.ts';

const useStyles = makeStyles({
  frame: { position: 'relative', width: '100%', height: '100%', overflow: 'hidden', backgroundColor: '#eef2f0', touchAction: 'none' },
  svg: { display: 'block', width: '100%', height: '100%', userSelect: 'none' },
  drawing: { cursor: 'crosshair' },
  controls: { position: 'absolute', top: tokens.spacingVerticalS, right: tokens.spacingHorizontalS, display: 'grid', gridTemplateColumns: 'repeat(3, 32px)', gap: '2px' },
  legend: {
    position: 'absolute', left: tokens.spacingHorizontalS, bottom: tokens.spacingVerticalS, display: 'flex', gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`, backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium,
  },
  swatch: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  dot: { width: '10px', height: '10px', borderRadius: '50%', display: 'inline-block' },
  popup: {
    position: 'absolute', transform: 'translate(-50%, calc(-100% - 40px))', padding: tokens.spacingHorizontalM, paddingRight: '32px',
    backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium, boxShadow: tokens.shadow16,
  },
  popupClose: { position: 'absolute', top: '2px', right: '2px' },
  name: { position: 'absolute', bottom: tokens.spacingVerticalS, right: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
});

/** Without a layout (tests), the view still has a size to project into. */
const FALLBACK_SIZE: ViewSize = { width: 800, height: 560 };
/** A press that moves less than this is a click, more is a pan. */
const CLICK_SLOP = 4;
const PAN_STEP = 0.25;
/** Pixels an arrow key moves a focused vertex. */
const ARROW_STEPS: Readonly<Record<string, ScreenPoint>> = { ArrowUp: { x: 0, y: -5 }, ArrowDown: { x: 0, y: 5 }, ArrowLeft: { x: -5, y: 0 }, ArrowRight: { x: 5, y: 0 } };

type Gesture = { kind: 'pan'; start: ScreenPoint; view: PlanView; moved: boolean } | { kind: 'vertex'; areaId: string; index: number };

function useViewSize(ref: RefObject<HTMLDivElement | null>): ViewSize {
  const [size, setSize] = useState<ViewSize>(FALLBACK_SIZE);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      if (width > 0 && height > 0) setSize({ width, height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * The map without Google (no key: tests, offline): the markers and zones on a Web-Mercator plan at the seed's
 * zoom and centre. Drag or the arrows pan, the wheel or +/− zoom; while drawing, a click adds a vertex and the
 * first vertex closes the zone; a zone's vertices drag to reshape it.
 */
export default function PlanMapView(props: DispatchMapViewProps) {
  const styles = useStyles();
  const frame = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const size = useViewSize(frame);
  const [view, setView] = useState<PlanView>({ center: MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM });
  const gesture = useRef<Gesture | null>(null);
  const project = (point: GeoPoint) => toScreen(point, view, size);

  const local = (event: { clientX: number; clientY: number }): ScreenPoint => {
    const box = svg.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };

  // React's wheel listener is passive: the page would scroll with the zoom.
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      const anchor = { x: event.clientX - box.left, y: event.clientY - box.top };
      setView((current) => zoomAround(current, size, anchor, event.deltaY < 0 ? 1 : -1));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [size]);

  const onBackgroundDown = (event: ReactPointerEvent<SVGRectElement>) => {
    gesture.current = { kind: 'pan', start: local(event), view, moved: false };
    svg.current?.setPointerCapture?.(event.pointerId);
  };
  const onVertexDown = (event: ReactPointerEvent<SVGCircleElement>, areaId: string, index: number) => {
    event.stopPropagation();
    gesture.current = { kind: 'vertex', areaId, index };
    svg.current?.setPointerCapture?.(event.pointerId);
  };
  const onMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    const current = gesture.current;
    if (!current) return;
    const point = local(event);
    if (current.kind === 'vertex') {
      props.onMoveVertex(current.areaId, current.index, fromScreen(point, view, size));
      return;
    }
    const dx = point.x - current.start.x;
    const dy = point.y - current.start.y;
    if (!current.moved && Math.hypot(dx, dy) < CLICK_SLOP) return;
    current.moved = true;
    setView(panBy(current.view, -dx, -dy));
  };
  const onUp = (event: ReactPointerEvent<SVGSVGElement>) => {
    const current = gesture.current;
    gesture.current = null;
    if (current?.kind !== 'pan' || current.moved) return;
    if (props.draft) props.onAddVertex(fromScreen(local(event), view, size));
    else props.onOpen(null);
  };

  const centre: ScreenPoint = { x: size.width / 2, y: size.height / 2 };
  const pan = (x: number, y: number) => setView((current) => panBy(current, x * size.width * PAN_STEP, y * size.height * PAN_STEP));
  const zoom = (delta: number) => setView((current) => zoomAround(current, size, centre, delta));
  const open = props.markers.find((marker) => marker.customerId === props.openCustomerId);
  const drawing = props.draft !== null;
  const draft = props.draft ?? [];

  return (
    <div ref={frame} className={styles.frame}>
      <svg
        ref={svg}
        className={`${styles.svg} ${drawing ? styles.drawing : ''}`}
        role="application"
        aria-label={texts.planView}
        data-testid="plan-view"
        data-zoom={view.zoom}
        onPointerMove={onMove}
        onPointerUp={onUp}
      >
        <rect x={0} y={0} width="100%" height="100%" fill="transparent" data-testid="plan-background" onPointerDown={onBackgroundDown} />
        {props.areas.map((area) => {
          const points = area.polygon.map(project);
          const colour = props.vehicleColour(area.vehicleId);
          const name = props.areaName(area);
          return (
            <g key={area.areaId} role="group" data-testid="zone" data-vehicle-id={area.vehicleId} aria-label={name}>
              <polygon
                points={points.map((point) => `${point.x},${point.y}`).join(' ')}
                fill={colour}
                fillOpacity={0.18}
                stroke={colour}
                strokeWidth={2}
                pointerEvents="none"
              />
              {!drawing && points.map((point, index) => (
                <circle
                  key={index}
                  cx={point.x}
                  cy={point.y}
                  r={6}
                  fill="#ffffff"
                  stroke={colour}
                  strokeWidth={2}
                  style={{ cursor: 'move' }}
                  role="button"
                  tabIndex={0}
                  aria-roledescription={texts.vertex}
                  aria-label={texts.vertexLabel(name, index + 1)}
                  data-testid="zone-vertex"
                  onPointerDown={(event) => onVertexDown(event, area.areaId, index)}
                  onKeyDown={(event) => {
                    // The arrows move a vertex too, for who does not drag.
                    const step = ARROW_STEPS[event.key];
                    if (!step) return;
                    event.preventDefault();
                    props.onMoveVertex(area.areaId, index, fromScreen({ x: point.x + step.x, y: point.y + step.y }, view, size));
                  }}
                />
              ))}
            </g>
          );
        })}
        {props.warehouse && <WarehouseMark at={project(props.warehouse)} />}
        {props.markers.map((marker) => {
          const at = project(marker.position);
          return (
            <g
              key={marker.customerId}
              transform={`translate(${at.x - MARKER_SIZE.tipX} ${at.y - MARKER_SIZE.tipY})`}
              role="button"
              aria-label={`${marker.customerCode} – ${marker.customerName}`}
              data-testid="marker"
              data-customer-code={marker.customerCode}
              data-late={marker.late}
              // While drawing, a click on a marker places a vertex there.
              pointerEvents={drawing ? 'none' : 'auto'}
              style={{ cursor: 'pointer' }}
              tabIndex={drawing ? -1 : 0}
              onClick={() => props.onOpen(marker.customerId)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                props.onOpen(marker.customerId);
              }}
            >
              <path d={markerPath(marker.late)} fill={props.markerFill(marker)} stroke="#ffffff" strokeWidth={2} />
              <circle cx={14} cy={13} r={4} fill="#ffffff" />
            </g>
          );
        })}
        {draft.length > 0 && (
          <g data-testid="draft-zone">
            <polyline
              points={draft.map(project).map((point) => `${point.x},${point.y}`).join(' ')}
              fill="none"
              stroke={props.draftColour}
              strokeWidth={2}
              strokeDasharray="6 4"
              pointerEvents="none"
            />
            {draft.map(project).map((point, index) => (
              <circle
                key={index}
                cx={point.x}
                cy={point.y}
                r={index === 0 ? 8 : 5}
                fill={index === 0 ? props.draftColour : '#ffffff'}
                stroke={props.draftColour}
                strokeWidth={2}
                pointerEvents={index === 0 ? 'auto' : 'none'}
                role={index === 0 ? 'button' : undefined}
                aria-label={index === 0 ? texts.closeOnFirstVertex : undefined}
                data-testid={index === 0 ? 'draft-first-vertex' : undefined}
                style={{ cursor: 'pointer' }}
                onPointerDown={index === 0 ? (event) => event.stopPropagation() : undefined}
                onClick={index === 0 ? props.onFinish : undefined}
              />
            ))}
          </g>
        )}
      </svg>
      <Caption1 className={styles.name}>{texts.planView}</Caption1>
      <div className={styles.controls}>
        <span />
        <ControlButton label={texts.panNorth} icon={<ArrowUpRegular />} onClick={() => pan(0, -1)} />
        <ControlButton label={texts.zoomIn} icon={<AddRegular />} onClick={() => zoom(1)} />
        <ControlButton label={texts.panWest} icon={<ArrowLeftRegular />} onClick={() => pan(-1, 0)} />
        <ControlButton label={texts.recentre} icon={<LocationRegular />} onClick={() => setView({ center: MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM })} />
        <ControlButton label={texts.panEast} icon={<ArrowRightRegular />} onClick={() => pan(1, 0)} />
        <span />
        <ControlButton label={texts.panSouth} icon={<ArrowDownRegular />} onClick={() => pan(0, 1)} />
        <ControlButton label={texts.zoomOut} icon={<SubtractRegular />} onClick={() => zoom(-1)} />
      </div>
      <div className={styles.legend} aria-label={texts.legend}>
        {([['green', texts.legendGreen], ['blue', texts.legendBlue], ['red', texts.legendRed], ['black', texts.legendBlack]] as const).map(([colour, label]) => (
          <Caption1 key={colour} className={styles.swatch}>
            <span className={styles.dot} style={{ backgroundColor: MARKER_FILLS[colour] }} />
            {label}
          </Caption1>
        ))}
      </div>
      {open && (
        <div className={styles.popup} style={{ left: project(open.position).x, top: project(open.position).y }} role="dialog" aria-label={open.customerCode}>
          <Button className={styles.popupClose} appearance="subtle" size="small" icon={<DismissRegular />} aria-label={texts.close} onClick={() => props.onOpen(null)} />
          <MarkerPopup marker={open} />
        </div>
      )}
    </div>
  );
}

function ControlButton({ label, icon, onClick }: { label: string; icon: ReactElement; onClick(): void }) {
  return (
    <Tooltip content={label} relationship="label">
      <Button size="small" icon={icon} onClick={onClick} />
    </Tooltip>
  );
}

function WarehouseMark({ at }: { at: ScreenPoint }) {
  return (
    <g transform={`translate(${at.x - 10} ${at.y - 10})`} pointerEvents="none" data-testid="warehouse-mark">
      <path d="M10 1 L19 9 V19 H1 V9 Z" fill="#424242" stroke="#ffffff" strokeWidth={1.5} />
    </g>
  );
}
