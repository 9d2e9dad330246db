import type { GatewayDomain } from './domain.ts';
import { accessDomain } from './access/index.ts';
import { callsDomain } from './calls/index.ts';
import { catalogDomain } from './catalog/index.ts';
import { contentDomain } from './content/index.ts';
import { customersDomain } from './customers/index.ts';
import { deliveryDomain } from './delivery/index.ts';
import { ordersDomain } from './orders/index.ts';
import { promotionsDomain } from './promotions/index.ts';
import { reportingDomain } from './reporting/index.ts';
import { selectionsDomain } from './selections/index.ts';
import { settingsDomain } from './settings/index.ts';

/** Every domain of the gateway; a new domain adds one line. */
export const domains: readonly GatewayDomain[] = [accessDomain, catalogDomain, customersDomain, selectionsDomain, contentDomain, promotionsDomain, ordersDomain, deliveryDomain, callsDomain, settingsDomain, reportingDomain];
