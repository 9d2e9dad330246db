import type { MarkerColour } from '@console/schema';

/** The marker colours of seed 002 (by total weight), as drawn. */
export const MARKER_FILLS: Readonly<Record<MarkerColour, string>> = {
  green: '#2e7d32',
  blue: '#1565c0',
  red: '#c62828',
  black: '#212121',
};

/** Both icon sets are 28 × 36, their tip at (14, 36). */
export const MARKER_SIZE = { width: 28, height: 36, tipX: 14, tipY: 36 } as const;

/** The usual icon set: a round pin. */
const PIN = 'M14 35 C14 35 2 21 2 13 A12 12 0 0 1 26 13 C26 21 14 35 14 35 Z';
/** The other icon set (an order whose desired date is before the operation date): a square flag on a stem. */
const LATE = 'M14 35 L10 24 H3 V3 H25 V24 H18 Z';

/** The marker's outline path in its 28 × 36 box. */
export function markerPath(late: boolean): string {
  return late ? LATE : PIN;
}

/** The same icon as an SVG image (Google Maps markers take a URL). */
export function markerImage(fill: string, late: boolean): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${MARKER_SIZE.width}" height="${MARKER_SIZE.height}">`
    + `<path d="${markerPath(late)}" fill="${fill}" stroke="#ffffff" stroke-width="2"/>`
    + `<circle cx="14" cy="13" r="4" fill="#ffffff"/></svg>`;
  return `data:image/svg+xml;charset=UTF-8,${encodeURIComponent(svg)}`;
}
