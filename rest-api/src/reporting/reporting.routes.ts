import type { FastifyInstance } from 'fastify';
import { Level, Permission, type AccessRequirement } from '@console/schema';
import { callerOf } from '../http/auth.ts';
import { bearerSecurity, dataEnvelope, errorResponses } from '../http/schemas.ts';
import { ReportingRestMessages } from './messages.ts';
import {
  cashCollectorSchema,
  cashTotalsSchema,
  collectionSchema,
  dailyRecapSchema,
  dayBody,
  dayQuerystring,
  pagedDayQuerystring,
  performanceRecapSchema,
  performanceSchema,
  revenueSchema,
  rangeQuerystring,
  revenueQuerystring,
  tillCloseBody,
} from './reporting.schemas.ts';
import {
  cashTotals,
  closeTill,
  collectionReport,
  dailyRecap,
  ordersRecap,
  performanceReport,
  revenueReport,
  synchronizeCollection,
  synchronizeRecap,
  type CollectionQuery,
  type RangeQuery,
  type RevenueQuery,
  type TillCloseBody,
} from './reporting.service.ts';
import type { ReportingServices } from './services.ts';

const TAG = 'Reporting';

/** Seed 002 section 6, and schema/reporting.graphql's @access: each route's guard is its GraphQL field's rule. */
const recapAccess: AccessRequirement = { permissions: [Permission.SUMMARY], levels: [Level.CREATE, Level.EDIT] };
const revenueAccess: AccessRequirement = { permissions: [Permission.ORDERS] };
const collectionAccess: AccessRequirement = { permissions: [Permission.SUMMARY, Permission.ORDERS] };
const tillAccess: AccessRequirement = { permissions: [Permission.SUMMARY, Permission.ROMEO_ORDERS], levels: [Level.CREATE, Level.EDIT] };
const performanceAccess: AccessRequirement = { permissions: [Permission.PERFORMANCE] };

const DAY_RULE = 'Business days are Morocco\u2019s (Africa/Casablanca), read as [start, end) instants; a date that is not a real YYYY-MM-DD day: 400 keyed `date`.';

export function registerReportingRoutes(app: FastifyInstance, { db, guards }: ReportingServices) {
  const recapResponse = { 200: dataEnvelope(dailyRecapSchema, 'The recap.'), ...errorResponses(400, 401, 403) };

  app.get<{ Querystring: { date: string } }>(
    '/api/reporting/daily-recap',
    {
      preHandler: guards.requireAccess(recapAccess),
      schema: {
        tags: [TAG],
        summary: 'The daily recap of a business day',
        description: `Permission 41 at level 3 or 4. Confirmed (still making revenue), cancelled, returned and delivered orders of the day, counts and TTC; delivered split TPE / cash; one row per schedule of the day. ${DAY_RULE}`,
        security: bearerSecurity,
        querystring: dayQuerystring,
        response: recapResponse,
      },
    },
    async (request) => ({ data: await dailyRecap(db, request.query.date) }),
  );

  app.post<{ Body: { date: string } }>(
    '/api/reporting/daily-recap/synchronize',
    {
      preHandler: guards.requireAccess(recapAccess),
      schema: {
        tags: [TAG],
        summary: 'Synchronize the daily recap: recompute it (idempotent), record who ran it and when',
        description: `Permission 41 at level 3 or 4. Answers the recap with its lastSync. ${DAY_RULE}`,
        security: bearerSecurity,
        body: dayBody,
        response: recapResponse,
      },
    },
    async (request) => ({ data: await synchronizeRecap(db, request.body.date, callerOf(request).userId) }),
  );

  app.get<{ Querystring: RevenueQuery }>(
    '/api/reporting/revenue',
    {
      preHandler: guards.requireAccess(revenueAccess),
      schema: {
        tags: [TAG],
        summary: 'The revenue report: the orders making revenue whose date of the date type falls in the range',
        description:
          'Permission 15. Statuses 2, 3, 4, 5, 8 (neither open baskets nor cancelled nor returned). Rows newest date first, paged within the ' +
          'first 10,000; totals and subtotals by warehouse, channel and payment mode over every matching order. Bad date type or range: 400 keyed by field.',
        security: bearerSecurity,
        querystring: revenueQuerystring,
        response: { 200: revenueSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => revenueReport(db, request.query),
  );

  app.get<{ Querystring: CollectionQuery }>(
    '/api/reporting/collection',
    {
      preHandler: guards.requireAccess(collectionAccess),
      schema: {
        tags: [TAG],
        summary: 'The collection report of a business day',
        description: `Permission 41 or 15. The delivered orders (status 5 or 8) collected that day, latest first, the cash totals, and the cash by collector with their till. ${DAY_RULE}`,
        security: bearerSecurity,
        querystring: pagedDayQuerystring,
        response: { 200: collectionSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => collectionReport(db, request.query),
  );

  app.post<{ Body: { date: string } }>(
    '/api/reporting/collection/synchronize',
    {
      preHandler: guards.requireAccess(collectionAccess),
      schema: {
        tags: [TAG],
        summary: 'Synchronize the collection report: recompute it (idempotent), record who ran it and when',
        description: `Permission 41 or 15. Answers the report\u2019s first page (50 rows). ${DAY_RULE}`,
        security: bearerSecurity,
        body: dayBody,
        response: { 200: collectionSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => synchronizeCollection(db, request.body.date, callerOf(request).userId),
  );

  app.get<{ Querystring: { date: string } }>(
    '/api/reporting/collection/cash-totals',
    {
      preHandler: guards.requireAccess(collectionAccess),
      schema: {
        tags: [TAG],
        summary: 'The cash totals of a day\u2019s delivered orders (cash ESP and card TPE)',
        description: `Permission 41 or 15. ${DAY_RULE}`,
        security: bearerSecurity,
        querystring: dayQuerystring,
        response: { 200: dataEnvelope(cashTotalsSchema, 'The totals.'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await cashTotals(db, request.query.date) }),
  );

  app.post<{ Body: TillCloseBody }>(
    '/api/reporting/collection/till-closes',
    {
      preHandler: guards.requireAccess(tillAccess),
      schema: {
        tags: [TAG],
        summary: 'Close a collector\u2019s till for a business day: the cash counted and handed over',
        description:
          'Permission 41 or 27, at level 3 or 4. The caller closes their own till; another\u2019s (a delivery man\u2019s) needs permission 41 at level 3 or 4: ' +
          `403 "${ReportingRestMessages.otherTill}". Closing again replaces the count. A day after today or not a day: 400 keyed \`date\`; an amount ` +
          'below 0 or with more than two decimals: `cashHandedOver`; an unknown user: `collectorId`.',
        security: bearerSecurity,
        body: tillCloseBody,
        response: { 200: dataEnvelope(cashCollectorSchema, 'The collector\u2019s row after the close.'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const caller = await guards.check(request, tillAccess);
      return { data: await closeTill(db, request.body, { userId: caller.userId, granted: caller.granted ?? [] }) };
    },
  );

  app.get<{ Querystring: RangeQuery }>(
    '/api/reporting/orders/recap',
    {
      preHandler: guards.requireAccess(performanceAccess),
      schema: {
        tags: [TAG],
        summary: 'The performance recap over a range (seed 002: dateFrom, dateTo)',
        description: 'Permission 29. The seed\u2019s nine figures and deliveredCAAmount over [dateFrom, dateTo). Bad range: 400 keyed by field.',
        security: bearerSecurity,
        querystring: rangeQuerystring,
        response: { 200: dataEnvelope(performanceRecapSchema, 'The recap.'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await ordersRecap(db, request.query) }),
  );

  app.get<{ Querystring: RangeQuery }>(
    '/api/reporting/performance',
    {
      preHandler: guards.requireAccess(performanceAccess),
      schema: {
        tags: [TAG],
        summary: 'The performance dashboard: the ten cards, the previous period of equal length, sparklines and the orders behind each card',
        description: 'Permission 29. Sparklines by hour when the range is 2 days or less, else by business day. Bad range: 400 keyed by field.',
        security: bearerSecurity,
        querystring: rangeQuerystring,
        response: { 200: dataEnvelope(performanceSchema, 'The dashboard.'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await performanceReport(db, request.query) }),
  );
}
