/** JSON schemas of the fleet routes (warehouses, delivery men, vehicles): they make the OpenAPI document. */
import { DeliveryMessages } from '@console/schema';
import { idField } from '../http/schemas.ts';
import { MESSAGE_KEYWORD } from '../http/validation.ts';

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: 'string', nullable: true } as const;
const nullableNumber = { type: 'number', nullable: true } as const;
const hour = { type: 'string', description: 'HH:mm.' } as const;

const deliverySlotSchema = {
  type: 'object',
  required: ['deliverySlotId', 'warehouseId', 'startHour', 'endHour'],
  properties: { deliverySlotId: integer, warehouseId: integer, startHour: hour, endHour: hour },
} as const;

export const deliveryWarehouseSchema = {
  type: 'object',
  required: ['warehouseId', 'code', 'localisation', 'description', 'descriptionAr', 'phone', 'latitude', 'longitude', 'slots'],
  properties: {
    warehouseId: integer,
    code: text,
    localisation: text,
    description: nullableText,
    descriptionAr: nullableText,
    phone: nullableText,
    latitude: nullableNumber,
    longitude: nullableNumber,
    slots: { type: 'array', items: deliverySlotSchema, description: 'By start hour.' },
  },
} as const;

export const deliveryManSchema = {
  type: 'object',
  required: ['userId', 'firstName', 'lastName'],
  properties: { userId: integer, firstName: text, lastName: text },
} as const;

export const vehicleSchema = {
  type: 'object',
  required: ['vehicleId', 'code', 'matriculation', 'brand', 'model', 'year', 'volume', 'weight', 'deliveryManId', 'deliveryMan', 'color', 'warehouseId', 'active', 'createdAt'],
  properties: {
    vehicleId: integer,
    code: text,
    matriculation: text,
    brand: nullableText,
    model: nullableText,
    year: { ...nullableText, description: 'YYYY-MM-DD: the first registration date.' },
    volume: { type: 'number', description: 'm³.' },
    weight: { type: 'number', description: 'kg.' },
    deliveryManId: { ...integer, nullable: true },
    deliveryMan: { ...deliveryManSchema, nullable: true },
    color: { ...text, description: '#RRGGBB.' },
    warehouseId: { ...integer, nullable: true },
    active: { type: 'boolean' },
    createdAt: { ...text, format: 'date-time' },
  },
} as const;

const positive = { type: 'number', exclusiveMinimum: 0, [MESSAGE_KEYWORD]: DeliveryMessages.positive } as const;

export const vehicleBodySchema = {
  type: 'object',
  required: ['code', 'matriculation', 'volume', 'weight'],
  properties: {
    vehicleId: { type: 'integer', minimum: 0, description: 'Ignored (PUT names the vehicle in the path).' },
    code: { type: 'string', minLength: 1 },
    matriculation: { type: 'string', minLength: 1 },
    brand: nullableText,
    model: nullableText,
    year: { type: 'string', format: 'date', nullable: true, description: 'YYYY-MM-DD.' },
    volume: { ...positive, description: 'm³, more than 0.' },
    weight: { ...positive, description: 'kg, more than 0.' },
    deliveryManId: { ...idField, nullable: true, description: 'An active delivery man (user type 7).' },
    color: { type: 'string', pattern: '^#[0-9A-Fa-f]{6}$', nullable: true, [MESSAGE_KEYWORD]: DeliveryMessages.colourInvalid, description: '#RRGGBB; default #000000.' },
    warehouseId: { ...idField, nullable: true },
    active: { type: 'boolean', nullable: true, description: 'Default false.' },
  },
} as const;

export interface VehicleBody {
  code: string;
  matriculation: string;
  brand?: string | null;
  model?: string | null;
  year?: string | null;
  volume: number;
  weight: number;
  deliveryManId?: number | null;
  color?: string | null;
  warehouseId?: number | null;
  active?: boolean | null;
}
