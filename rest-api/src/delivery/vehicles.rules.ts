/** The vehicle form's rules (seed 002 sections 3 and 5), as pure functions. */
import { DEFAULT_VEHICLE_COLOUR, Messages } from '@console/schema';
import { blankToNull, type FieldErrors } from '../customers/customers.rules.ts';
import type { VehicleBody } from './fleet.schemas.ts';

export interface VehicleWrite {
  code: string;
  matriculation: string;
  brand: string | null;
  model: string | null;
  year: string | null;
  volume: number;
  weight: number;
  deliveryManId: number | null;
  color: string;
  warehouseId: number | null;
  active: boolean;
}

/**
 * Code and matriculation are required (blank counts as missing); the delivery man, when named, is an active user
 * of the delivery-man type (`deliveryManActive`: whether the named one is); colour #000000 and inactive by default.
 */
export function decideVehicle(body: VehicleBody, deliveryManActive: boolean): { errors: FieldErrors } | { write: VehicleWrite } {
  const errors: FieldErrors = {};
  const code = body.code.trim();
  const matriculation = body.matriculation.trim();
  if (!code) errors.code = Messages.requiredField;
  if (!matriculation) errors.matriculation = Messages.requiredField;
  const deliveryManId = body.deliveryManId ?? null;
  if (deliveryManId !== null && !deliveryManActive) errors.deliveryManId = Messages.invalidValue;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    write: {
      code,
      matriculation,
      brand: blankToNull(body.brand),
      model: blankToNull(body.model),
      year: body.year || null,
      volume: body.volume,
      weight: body.weight,
      deliveryManId,
      color: body.color ?? DEFAULT_VEHICLE_COLOUR,
      warehouseId: body.warehouseId ?? null,
      active: body.active ?? false,
    },
  };
}
