import type { Resolvers } from '../generated/resolvers.ts';
import { dispatchResolvers } from './dispatch.ts';
import { scheduleResolvers } from './schedules.ts';

/** Dispatch and schedules: the delivery domain's index lists them beside vehicles and warehouses. */
export const deliveryRoundResolvers: readonly Resolvers[] = [dispatchResolvers, scheduleResolvers];
