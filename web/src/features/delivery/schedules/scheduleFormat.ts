/** How the schedule screens and the printed sheet show a schedule's parts. */
import type { ScheduleFieldsFragment } from '../../../generated/graphql.ts';

type ScheduleVehicle = ScheduleFieldsFragment['vehicle'];

/** « Brand Model – matriculation », the parts it has. */
export function vehicleText(vehicle: Pick<ScheduleVehicle, 'brand' | 'model' | 'matriculation'>): string {
  const name = [vehicle.brand, vehicle.model].filter(Boolean).join(' ');
  return name ? `${name} – ${vehicle.matriculation}` : vehicle.matriculation;
}

export function deliveryManText(vehicle: Pick<ScheduleVehicle, 'deliveryMan'>): string {
  return vehicle.deliveryMan ? `${vehicle.deliveryMan.firstName} ${vehicle.deliveryMan.lastName}` : '';
}

/** HH:mm–HH:mm (the hours come as HH:mm or HH:mm:ss). */
export function slotText(slot: { startHour: string; endHour: string } | null | undefined): string {
  return slot ? `${slot.startHour.slice(0, 5)}–${slot.endHour.slice(0, 5)}` : '';
}
