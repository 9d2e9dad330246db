import type { GeoPoint } from '@console/schema';

/**
 * The plan view's Web-Mercator projection (the one web maps use, so zoom levels mean the same as on Google Maps):
 * a view is a centre and a zoom; at zoom z the world is 256·2^z pixels wide. Pure.
 */
export interface PlanView {
  center: GeoPoint;
  zoom: number;
}

export interface ScreenPoint {
  x: number;
  y: number;
}

export interface ViewSize {
  width: number;
  height: number;
}

const TILE = 256;
const MIN_ZOOM = 3;
export const MAX_ZOOM = 18;
/** Mercator stops short of the poles. */
const MAX_LATITUDE = 85.05112878;

const worldSize = (zoom: number) => TILE * 2 ** zoom;

/** A point's position in world pixels at `zoom`. */
export function worldPoint(point: GeoPoint, zoom: number): ScreenPoint {
  const size = worldSize(zoom);
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, point.lat));
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((point.lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** The geographic point at a world pixel. */
export function geoPoint(world: ScreenPoint, zoom: number): GeoPoint {
  const size = worldSize(zoom);
  const lng = (world.x / size) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * world.y) / size))) * 180) / Math.PI;
  return { lat, lng };
}

/** Where a geographic point falls in a viewport of `size` showing `view`. */
export function toScreen(point: GeoPoint, view: PlanView, size: ViewSize): ScreenPoint {
  const world = worldPoint(point, view.zoom);
  const centre = worldPoint(view.center, view.zoom);
  return { x: world.x - centre.x + size.width / 2, y: world.y - centre.y + size.height / 2 };
}

/** The geographic point under a viewport position. */
export function fromScreen(screen: ScreenPoint, view: PlanView, size: ViewSize): GeoPoint {
  const centre = worldPoint(view.center, view.zoom);
  return geoPoint({ x: centre.x + screen.x - size.width / 2, y: centre.y + screen.y - size.height / 2 }, view.zoom);
}

/** The view moved by a number of pixels (a drag of the map by (-dx, -dy), or a pan button). */
export function panBy(view: PlanView, dx: number, dy: number): PlanView {
  const centre = worldPoint(view.center, view.zoom);
  return { ...view, center: geoPoint({ x: centre.x + dx, y: centre.y + dy }, view.zoom) };
}

/** Zoomed in (+1) or out (-1) by whole levels, keeping the point under `anchor` where it is (a wheel or a button at the centre). */
export function zoomAround(view: PlanView, size: ViewSize, anchor: ScreenPoint, delta: number): PlanView {
  const zoom = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, view.zoom + delta));
  if (zoom === view.zoom) return view;
  const fixed = fromScreen(anchor, view, size);
  const world = worldPoint(fixed, zoom);
  return { zoom, center: geoPoint({ x: world.x - anchor.x + size.width / 2, y: world.y - anchor.y + size.height / 2 }, zoom) };
}
