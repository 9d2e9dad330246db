import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

const description = `The distributor's REST API, as the back-office console and the GraphQL gateway call it
(paths and envelopes from the product specification, seed 000 section 7).

**Conventions**
- Every route is under \`/api\`; bodies are JSON; answers are wrapped in \`{ "data": ... }\`, except lists, which answer
  \`{ "collection": [...], "count": <rows matching the filters> }\` and take \`take\` (default 10, at most 1000: larger
  values are clamped), \`page\` (1-based), \`keyword\` (case-insensitive "contains") and \`sort\` (\`field\` or \`-field\`);
  they are ordered by id unless \`sort\` says otherwise. Creates and updates answer 200 with the saved item, deletes 204.
- Batches of grid rows carry the seeds' \`typeAction\` (1 or 4 insert, 2 update, 3 delete; \`readyToSend: false\` rows are
  skipped) and are applied in one transaction, all or nothing. A promotion's sub-items carry seed 001's \`typeAction\`
  instead (0 unchanged, 1 new, 2 modified, 3 deleted), saved with the promotion in one transaction.
- Errors answer \`{ "statusCode", "error", "message" }\`. \`message\` is a French text, or for a 400 where fields
  are at fault an object \`{ "<field>": "<French text>" }\` (rows of an array body: \`"<index>.<field>"\`). 401: missing,
  invalid or expired bearer token; 403: the caller lacks the required permission; 404: not found; 409: refused because
  other data still references the target (nothing was changed); 500 never describes its cause.
- Endpoints other than sign-in, refresh and sign-out need \`Authorization: Bearer <accessToken>\`.
  The \`SalesChannel\` header sent by the console is accepted and ignored.

**Permissions.** A requirement names permission ids and access-level (permission type) ids. A caller passes when
one of their permissions has a listed id and the access level it is granted at contains a listed permission type.
A user's effective permissions are the (permission, access level) pairs of their roles, plus their own user
permissions with \`allowed = true\`, minus their own rows with \`allowed = false\` for the same pair (a personal
refusal withdraws what a role grants). An inactive user has none.

**Sessions.** Sign-in answers a short-lived HS256 access token (claims \`sub\` = userId, \`sid\` = the sign-in, \`ver\` =
the user's token version) and an opaque refresh token. Each refresh rotates the refresh token; one presented again within
the grace window answers the same successor (concurrent refreshes), later it is treated as theft and revokes every token
of that sign-in. Sign-out ends that sign-in's access tokens at once; a password change or reset ends all of the user's.

**Access.** Each operation states its guard in \`x-access\`: \`{ public: true }\`, \`{ signedIn: true }\` or
\`{ anyOf: [{ permissions, levels }] }\` (a caller passing one alternative passes; no levels: any level).`;

/** Collects every route's schema into the OpenAPI document served at GET /openapi.json. Register before the routes. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Distributor REST API', description, version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      tags: [
        { name: 'Session', description: 'Sign-in, token refresh, sign-out.' },
        { name: 'Profile', description: 'The signed-in user.' },
        { name: 'Users', description: 'Users, user types, their roles and own permission rows (permission 8).' },
        { name: 'Supervisors', description: "Supervisors' call-centre agents (permission 8, level 4)." },
        { name: 'Agent assignment', description: "Users' channels and sectors (permission 44)." },
        {
          name: 'Access administration',
          description: 'Permissions, roles, access levels and permission types (permission 10).',
        },
        { name: 'Reference data', description: 'Sales channels, countries, regions, sectors, warehouses, segments, payment modes (any signed-in user).' },
        { name: 'Catalogue', description: 'Articles (permission 1), brands (5), partners (6), categories and catalogues.' },
        { name: 'Customers', description: 'Customers, their addresses and statuses (permission 3; the update screen 30).' },
        { name: 'Selections', description: 'Selections and sub-selections of articles (permission 11), the article chooser.' },
        {
          name: 'Content',
          description: 'What the customer apps show: banners and promoted articles (permission 2), home pages and their blocs (permission 20).',
        },
        {
          name: 'Promotions',
          description: 'Promotions, their criteria, ranges and gifts (permission 2), the simulator and the basket pricing.',
        },
        {
          name: 'Orders',
          description: 'Open baskets of the point of sale, their pricing, confirmation with stock reservation, lists and history (permissions 4 and 15).',
        },
        { name: 'Preparation board', description: "A warehouse's preparation board (public: the screen on the warehouse's wall)." },
        {
          name: 'Delivery',
          description: 'Warehouses and their delivery slots, delivery men and vehicles (permission 21; read by 14, 22 and 40 too).',
        },
        {
          name: 'Calls',
          description: "Call assignments of the call-centre agents and the qualification of each call (permission 23).",
        },
        { name: 'Dispatch', description: 'The dispatch map\u2019s orders and assignments (permission 14), the schedules and the end of a delivery (permissions 22 and 40).' },
        { name: 'Settings', description: "The sales channels' ordering parameters (permission 18, levels 3 or 4) and the return reasons (17)." },
        { name: 'Reporting', description: 'The daily recap (permission 41, levels 3 or 4), revenue (15), collection and tills (41 or 15; closes 41 or 27 at 3 or 4) and the performance dashboard (29).' },
        { name: 'Assets', description: 'Image uploads (articles, users, brands, ...) and their public URLs.' },
        { name: 'Operations', description: 'Health.' },
      ],
    },
  });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
