import type { Resolvers } from '../generated/resolvers.ts';
import type { ReportChangeEvent } from '../live/events.ts';
import { publishReportChange } from '../orders/order-events.ts';
import { gatewayError } from '../rest/errors.ts';
import { pageQuery, saved } from '../rest/resource.ts';
import { reportingPaths as paths } from './upstream.ts';

/** The reports' default page: the REST API's (50). */
const REPORT_PAGE = 50;

/** A report's `{ data }` answer; a report always has one. */
async function dataOf<T>(answer: Promise<{ data: T } | null>): Promise<T> {
  const body = await answer;
  if (!body) throw gatewayError('UPSTREAM_UNAVAILABLE');
  return body.data;
}

/** A paged report (`collection` and the rest) as the schema shows it (`items`). */
async function pagedReport<T extends { collection: unknown[] }>(answer: Promise<T | null>): Promise<Omit<T, 'collection'> & { items: T['collection'] }> {
  const body = await answer;
  if (!body) throw gatewayError('UPSTREAM_UNAVAILABLE');
  const { collection, ...rest } = body;
  return { items: collection, ...rest };
}

/** The REST rows are the schema's types, field for field; figures come from rest-api, never computed here. */
export const reportingResolvers: Resolvers = {
  Query: {
    dailyRecap: (_parent, { date }, { rest }) => dataOf(rest.get(paths.dailyRecap, { query: { date } })),
    revenueReport: (_parent, { dateType, dateFrom, dateTo, ...page }, { rest }) =>
      pagedReport(rest.get(paths.revenue, { query: { dateType, dateFrom, dateTo, ...pageQuery(page, REPORT_PAGE) } })),
    collectionReport: (_parent, { date, ...page }, { rest }) => pagedReport(rest.get(paths.collection, { query: { date, ...pageQuery(page, REPORT_PAGE) } })),
    performanceReport: (_parent, { from, to }, { rest }) => dataOf(rest.get(paths.performance, { query: { dateFrom: from, dateTo: to } })),
  },
  Mutation: {
    async synchronizeRecap(_parent, { date }, context) {
      const recap = await dataOf(context.rest.post(paths.synchronizeRecap, { body: { date } }));
      publishReportChange(context, []);
      return recap;
    },
    async synchronizeCollection(_parent, { date }, context) {
      const report = await pagedReport(context.rest.post(paths.synchronizeCollection, { body: { date } }));
      publishReportChange(context, []);
      return report;
    },
    async closeTill(_parent, { date, collectorId, cashHandedOver }, context) {
      const result = await saved('collector', () => context.rest.post(paths.tillCloses, { body: { date, collectorId, cashHandedOver } }));
      if (result.ok) publishReportChange(context, []);
      return result;
    },
  },
  Subscription: {
    // The access check runs in `subscribe` (security/access.ts guardSubscriptions); the figures span every warehouse.
    reportChanges: {
      subscribe: (_parent, _args, { live }) => live.subscribe('reports:changed'),
      resolve: (event: ReportChangeEvent) => event,
    },
  },
};
