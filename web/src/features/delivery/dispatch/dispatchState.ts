import {
  assignOrders,
  capacityLoad,
  customerMarkers,
  dispatchSummary,
  type CapacityLoad,
  type CustomerMarker,
  type DispatchArea,
  type DispatchOrder,
  type DispatchSummary,
  type GeoPoint,
} from '@console/schema';

/**
 * The dispatch map's state, shared by both views (Google Maps and the plan view): the areas drawn for vehicles and
 * the orders already sent. Pure; the geometry and the sums are schema's delivery rules.
 */
export interface DispatchState {
  areas: readonly DispatchArea[];
  /** Orders sent in a schedule during this visit: they leave the map. */
  sent: ReadonlySet<number>;
  /** The next area's id: areas are numbered from 1 in the order drawn (« Zone 2 »). */
  nextArea: number;
}

export type DispatchAction =
  | { type: 'draw'; vehicleId: number | null; polygon: readonly GeoPoint[] }
  | { type: 'moveVertex'; areaId: string; index: number; point: GeoPoint }
  | { type: 'reshape'; areaId: string; polygon: readonly GeoPoint[] }
  | { type: 'remove'; areaId: string }
  | { type: 'sent'; vehicleId: number; orderIds: readonly number[] }
  | { type: 'reset' };

export const initialDispatchState: DispatchState = { areas: [], sent: new Set(), nextArea: 1 };

/** Seed 002 section 4: polygons only, and only with a vehicle selected. */
export function canDraw(vehicleId: number | null): vehicleId is number {
  return vehicleId !== null;
}

export function dispatchReducer(state: DispatchState, action: DispatchAction): DispatchState {
  switch (action.type) {
    case 'draw':
      if (!canDraw(action.vehicleId) || action.polygon.length < 3) return state;
      return {
        ...state,
        areas: [...state.areas, { areaId: String(state.nextArea), vehicleId: action.vehicleId, polygon: [...action.polygon] }],
        nextArea: state.nextArea + 1,
      };
    case 'moveVertex':
      return reshape(state, action.areaId, (polygon) => polygon.map((point, index) => (index === action.index ? action.point : point)));
    case 'reshape':
      return action.polygon.length < 3 ? state : reshape(state, action.areaId, () => [...action.polygon]);
    case 'remove':
      return { ...state, areas: state.areas.filter((area) => area.areaId !== action.areaId) };
    case 'sent':
      // The vehicle's schedule is made: its areas and its orders leave the map.
      return {
        ...state,
        areas: state.areas.filter((area) => area.vehicleId !== action.vehicleId),
        sent: new Set([...state.sent, ...action.orderIds]),
      };
    case 'reset':
      return initialDispatchState;
  }
}

function reshape(state: DispatchState, areaId: string, change: (polygon: readonly GeoPoint[]) => GeoPoint[]): DispatchState {
  return { ...state, areas: state.areas.map((area) => (area.areaId === areaId ? { ...area, polygon: change(area.polygon) } : area)) };
}

/** A vehicle as the map needs it. */
export interface MapVehicle {
  vehicleId: number;
  code: string;
  color: string;
  weight: number;
  volume: number;
}

export interface VehicleLoad {
  vehicle: MapVehicle;
  orders: DispatchOrder[];
  summary: DispatchSummary;
  capacity: CapacityLoad;
}

/** Everything both views and the side panel show, derived from the loaded orders and the state. */
export interface DispatchPlan {
  /** The orders still on the map (loaded, not sent). */
  orders: DispatchOrder[];
  /** One per customer with orders left: a customer whose orders were all sent is hidden. */
  markers: CustomerMarker[];
  assignment: ReturnType<typeof assignOrders>;
  /** Per vehicle with at least one area, in the vehicles' order. */
  loads: VehicleLoad[];
  unassigned: DispatchSummary;
}

export function dispatchPlan(loaded: readonly DispatchOrder[], state: DispatchState, vehicles: readonly MapVehicle[], operationDate: string | null): DispatchPlan {
  const orders = loaded.filter((order) => !state.sent.has(order.orderId));
  const assignment = assignOrders(orders, state.areas);
  const loads = vehicles
    .filter((vehicle) => state.areas.some((area) => area.vehicleId === vehicle.vehicleId))
    .map((vehicle) => vehicleLoad(vehicle, orders, assignment));
  return {
    orders,
    markers: customerMarkers(orders, operationDate),
    assignment,
    loads,
    unassigned: dispatchSummary(orders.filter((order) => !assignment.has(order.orderId))),
  };
}

/** A vehicle's orders (those its areas hold), their summary and its load against its capacity. */
export function vehicleLoad(vehicle: MapVehicle, orders: readonly DispatchOrder[], assignment: DispatchPlan['assignment']): VehicleLoad {
  const own = orders.filter((order) => assignment.get(order.orderId)?.vehicleId === vehicle.vehicleId);
  const summary = dispatchSummary(own);
  return { vehicle, orders: own, summary, capacity: capacityLoad(summary, vehicle) };
}

/** The vehicle a marker is coloured in: the one all its orders go to, else none (its weight colour). */
export function markerVehicle(marker: CustomerMarker, assignment: DispatchPlan['assignment']): number | null {
  const vehicleIds = new Set(marker.orders.map((order) => assignment.get(order.orderId)?.vehicleId ?? null));
  const [only] = vehicleIds;
  return vehicleIds.size === 1 ? only : null;
}
