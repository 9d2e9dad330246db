import type { CustomerMarker, DispatchArea, GeoPoint } from '@console/schema';

/** What the dispatch screen gives either view (Google Maps or the plan view): both only draw and report clicks. */
export interface DispatchMapViewProps {
  markers: readonly CustomerMarker[];
  areas: readonly DispatchArea[];
  /** A marker's fill: its vehicle's colour once all its orders are assigned to one, else its weight colour. */
  markerFill(marker: CustomerMarker): string;
  vehicleColour(vehicleId: number): string;
  areaName(area: DispatchArea): string;
  /** Where the warehouse is, drawn for orientation. */
  warehouse: GeoPoint | null;
  openCustomerId: number | null;
  onOpen(customerId: number | null): void;
  /** The zone being drawn (null when not drawing): clicks on the map add its vertices. */
  draft: readonly GeoPoint[] | null;
  draftColour: string;
  onAddVertex(point: GeoPoint): void;
  /** Closing the zone (clicking its first vertex). */
  onFinish(): void;
  onMoveVertex(areaId: string, index: number, point: GeoPoint): void;
  onReshape(areaId: string, polygon: GeoPoint[]): void;
}
