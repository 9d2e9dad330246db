import type { FastifyInstance } from 'fastify';
import { Level, Messages, Permission } from '@console/schema';
import { dataArrayResponse } from '../http/lists.ts';
import { bearerSecurity, errorResponses } from '../http/schemas.ts';
import { writeAddressRows } from './addresses.service.ts';
import type { AddressRow } from './customers.rules.ts';
import { addressRowSchema, addressSchema } from './customers.schemas.ts';
import { CustomerMessages } from './messages.ts';
import type { CustomerServices } from './services.ts';

export function registerAddressRoutes(app: FastifyInstance, { db, guards }: CustomerServices) {
  app.post<{ Body: AddressRow[] }>(
    '/api/customers/adresses',
    {
      preHandler: guards.requireAccess({ permissions: [Permission.CUSTOMERS], levels: [Level.EDIT] }),
      schema: {
        tags: ['Customers'],
        summary: "Write rows of customers' addresses grids",
        description:
          'Permission 3 at level 4 (the seeds\u2019 path spelling, `adresses`). One transaction, all or nothing: typeAction 1 or 4 ' +
          'inserts, 2 updates, 3 deletes (rows with readyToSend false are skipped). Inserts and updates need adress, postalCode, ' +
          `countryId, regionId and sectorId ("${Messages.requiredField}"); the region must be the country's and the sector the ` +
          "region's; an unknown customer or an address of another customer answers 400 on that row (`<index>.<field>`). " +
          '`isDefault: true` clears the flag on the customer\u2019s other addresses; a customer left without a default gets its ' +
          'oldest address as default, and the customer\u2019s sector and region follow its default address. Deleting the last ' +
          `address of a customer answers 400 \`{ addresses: "${CustomerMessages.addressRequired}" }\`. Answers the rows inserted ` +
          'or updated, in the order sent (data[0].customerAdressId is a new row\u2019s id); deleted rows are not in it.',
        security: bearerSecurity,
        body: { type: 'array', items: { ...addressRowSchema, required: ['typeAction', 'customerId'] } },
        response: { 200: dataArrayResponse(addressSchema, 'The addresses written, in the order sent.'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await writeAddressRows(db, request.body) }),
  );
}
