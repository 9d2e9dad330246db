import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM } from '@console/schema';
import { describe, expect, it } from 'vitest';
import { MAX_ZOOM, fromScreen, geoPoint, panBy, toScreen, worldPoint, zoomAround } from './projection.ts';

const view = { center: MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM };
const size = { width: 800, height: 600 };

describe('the plan view projection', () => {
  it('is the Web-Mercator world of web maps', () => {
    expect(worldPoint({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(worldPoint({ lat: 0, lng: 180 }, 1).x).toBe(512);
    const back = geoPoint(worldPoint({ lat: 33.57, lng: -7.59 }, 10), 10);
    expect(back.lat).toBeCloseTo(33.57, 9);
    expect(back.lng).toBeCloseTo(-7.59, 9);
  });

  it('puts the centre in the middle, north up and east right, about 8 px a kilometre at zoom 10 in Casablanca', () => {
    expect(toScreen(MAP_DEFAULT_CENTER, view, size)).toEqual({ x: 400, y: 300 });
    const north = toScreen({ lat: 33.58, lng: -7.59 }, view, size);
    const east = toScreen({ lat: 33.57, lng: -7.58 }, view, size);
    expect(north.y).toBeLessThan(300);
    expect(east.x).toBeGreaterThan(400);
    // 0.01° of latitude is 1.11 km.
    expect(300 - north.y).toBeGreaterThan(8);
    expect(300 - north.y).toBeLessThan(11);
  });

  it('turns a viewport position back into the point drawn there', () => {
    const point = { lat: 33.61, lng: -7.52 };
    const back = fromScreen(toScreen(point, view, size), view, size);
    expect(back.lat).toBeCloseTo(point.lat, 9);
    expect(back.lng).toBeCloseTo(point.lng, 9);
  });

  it('pans by pixels and zooms around the pointer, within the zoom limits', () => {
    const panned = panBy(view, 100, 0);
    expect(toScreen(MAP_DEFAULT_CENTER, panned, size).x).toBeCloseTo(300, 6);
    const anchor = { x: 650, y: 120 };
    const under = fromScreen(anchor, view, size);
    const zoomed = zoomAround(view, size, anchor, 1);
    expect(zoomed.zoom).toBe(11);
    const kept = toScreen(under, zoomed, size);
    expect(kept.x).toBeCloseTo(650, 6);
    expect(kept.y).toBeCloseTo(120, 6);
    const top = { ...view, zoom: MAX_ZOOM };
    expect(zoomAround(top, size, anchor, 1)).toBe(top);
  });
});
