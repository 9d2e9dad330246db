import { DEFAULT_VEHICLE_COLOUR, DeliveryMessages, Messages } from '@console/schema';
import { boolean, object, string } from 'yup';
import type { VehicleFormFieldsFragment, VehicleInput } from '../../../generated/graphql.ts';
import type { Option } from '../../../kit/options.ts';
import { boundedText, requiredText } from '../../../kit/textRules.ts';

/** The vehicle form's values, as typed (numbers and ids as text, '' for none). */
export interface VehicleValues {
  code: string;
  matriculation: string;
  brand: string;
  model: string;
  /** YYYY-MM-DD or ''. */
  year: string;
  volume: string;
  weight: string;
  deliveryManId: string;
  color: string;
  warehouseId: string;
  active: boolean;
}

export const VEHICLE_FIELDS = ['code', 'matriculation', 'brand', 'model', 'year', 'volume', 'weight', 'deliveryManId', 'color', 'warehouseId', 'active'] as const;

const COLOUR = /^#[0-9a-f]{6}$/i;
const DECIMAL = /^\d+([.,]\d+)?$/;

/** A typed decimal (comma or point), NaN when the text is not one. */
const decimal = (text: string) => (DECIMAL.test(text.trim()) ? Number(text.trim().replace(',', '.')) : Number.NaN);

const idText = (id: number | null | undefined) => (id === null || id === undefined ? '' : String(id));
const idOf = (text: string) => (text === '' ? null : Number(text));

/** A saved vehicle as the form shows it; a new one: black, inactive (seed 002). */
export function toValues(vehicle: VehicleFormFieldsFragment | null): VehicleValues {
  return {
    code: vehicle?.code ?? '',
    matriculation: vehicle?.matriculation ?? '',
    brand: vehicle?.brand ?? '',
    model: vehicle?.model ?? '',
    year: vehicle?.year ?? '',
    volume: vehicle ? String(vehicle.volume) : '',
    weight: vehicle ? String(vehicle.weight) : '',
    deliveryManId: idText(vehicle?.deliveryManId),
    color: vehicle?.color ?? DEFAULT_VEHICLE_COLOUR,
    warehouseId: idText(vehicle?.warehouseId),
    active: vehicle?.active ?? false,
  };
}

/** Volume (m³) and weight (kg): required, a number above 0. */
const capacity = () =>
  string()
    .trim()
    .required(Messages.requiredField)
    .test('positive', DeliveryMessages.positive, (text) => decimal(text) > 0);

/** Seed 002: code, matriculation, volume and weight required; the colour as #RRGGBB. */
export const vehicleSchema = () =>
  object({
    code: requiredText('code'),
    matriculation: requiredText('matriculation'),
    brand: boundedText('brand'),
    model: boundedText('model'),
    year: string(),
    volume: capacity(),
    weight: capacity(),
    deliveryManId: string(),
    color: string().required(Messages.requiredField).matches(COLOUR, DeliveryMessages.colourInvalid),
    warehouseId: string(),
    active: boolean(),
  });

/** What 'Enregistrer' sends (the form is valid). */
export function toInput(values: VehicleValues): VehicleInput {
  return {
    code: values.code.trim(),
    matriculation: values.matriculation.trim(),
    brand: values.brand.trim() || null,
    model: values.model.trim() || null,
    year: values.year || null,
    volume: decimal(values.volume),
    weight: decimal(values.weight),
    deliveryManId: idOf(values.deliveryManId),
    color: values.color,
    warehouseId: idOf(values.warehouseId),
    active: values.active,
  };
}

/** A delivery man as offered: first and last name. */
export const personName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** A warehouse as offered: where it is, or its code. */
export const warehouseOption = (warehouse: { warehouseId: number; code: string; localisation: string }): Option => ({
  value: String(warehouse.warehouseId),
  label: warehouse.localisation || warehouse.code,
});
