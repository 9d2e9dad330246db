import type { GatewayDomain } from './domain.ts';
import { accessDomain } from './access/index.ts';
import { catalogDomain } from './catalog/index.ts';
import { customersDomain } from './customers/index.ts';

/** Every domain of the gateway; a new domain adds one line. */
export const domains: readonly GatewayDomain[] = [accessDomain, catalogDomain, customersDomain];
