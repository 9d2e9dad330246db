/**
 * tsp.xlsx, the call centre's month report (our reading of the seed's « TSP reports (month, day, year, monthdays) »,
 * docs/exports.md): per agent, the assignments of month `month` of `year` from its 1st through `day` (their
 * assignment date), the customers contacted, each assignment's last response by type, the orders placed from those
 * calls and their revenue, the daily average over the days counted and the month-end projection over `monthdays`
 * working days (average × monthdays); a last row totals the agents. Every figure is counted here, in SQL.
 */
import { REVENUE_STATUSES, ResponseType, tspPeriod } from '@console/schema';
import { SqlParams } from '../../../db/sql.ts';
import type { ExportColumn, QueryExportSource } from '../export-sources.ts';
import { personName } from './call-centre.ts';

/** The response types' columns (their names as the calls' reference data gives them), in the types' order. */
const RESPONSE_TYPE_HEADERS: Readonly<Record<keyof typeof ResponseType, string>> = {
  ORDER_PLACED: 'Commande passée',
  NO_NEED: 'Pas de besoin',
  CALL_BACK: 'Rappeler',
  WRONG_NUMBER: 'Numéro erroné',
  REFUSED: 'Refus',
  NOT_REACHED: 'Non joignable',
  NOT_ANSWERED: 'Pas de réponse',
};
const RESPONSE_TYPES = Object.entries(ResponseType).map(([name, id]) => ({ id, key: `responses${id}`, header: RESPONSE_TYPE_HEADERS[name as keyof typeof ResponseType] }));

const count = (key: string, header: string): ExportColumn => ({ header, key, width: 12, format: 'integer' });
const average = (key: string, header: string, format: 'decimal' | 'money'): ExportColumn => ({ header, key, width: 14, format });

export const tspSource: QueryExportSource = {
  sheetName: 'TSP',
  columns: [
    { header: 'Agent', key: 'agent', width: 22 },
    { header: 'Superviseur', key: 'supervisor', width: 22 },
    count('assignments', 'Affectations'),
    count('contacted', 'Clients contactés'),
    count('unanswered', 'Sans réponse'),
    ...RESPONSE_TYPES.map((type) => count(type.key, type.header)),
    count('orders', 'Commandes'),
    average('revenue', "Chiffre d'affaires TTC", 'money'),
    average('ordersPerDay', 'Commandes / jour', 'decimal'),
    average('revenuePerDay', 'CA / jour', 'money'),
    average('projectedOrders', 'Commandes fin de mois', 'decimal'),
    average('projectedRevenue', 'CA fin de mois', 'money'),
  ],
  query(filters) {
    const { month, day, year, monthdays } = filters;
    // checkedFilters requires and checks the four before a job is stored: a fault here is a caller's bug.
    if (month === undefined || day === undefined || year === undefined || monthdays === undefined) throw new Error('the TSP export needs month, day, year and monthdays');
    const checked = tspPeriod({ month, day, year, monthdays });
    if ('errors' in checked) throw new Error(`the TSP period does not read: ${Object.values(checked.errors).join(', ')}`);
    const { period } = checked;
    const params = new SqlParams();
    const inPeriod = `ua.assignment_date between ${params.add(period.first)}::date and ${params.add(period.last)}::date`;
    // Revenue as every report counts it: the TTC of the orders still making revenue (REVENUE_STATUSES).
    const revenueStatuses = `${params.add(REVENUE_STATUSES)}::int[]`;
    const days = `${params.add(period.daysCounted)}::numeric`;
    const workingDays = `${params.add(period.monthdays)}::numeric`;
    return {
      // One stream of events (an assignment, or an order placed from one), summed per agent and over all of them
      // (grouping sets): each order counted once per agent, however many of its responses name it.
      sql: `with events as (
              select ua.agent_id, 1 as assignment, ua.contacted, lr.assignment_response_type_id as last_type, null::int as order_id, 0::numeric as amount
                from user_assignments_agent_cc ua
                left join assignment_responses lr on lr.assignment_response_id = ua.last_response_id
               where ${inPeriod}
              union all
              select distinct ua.agent_id, 0, false, null::int, o.order_id, o.total_amount_ttc
                from user_assignments_agent_cc ua
                join assignment_responses r on r.user_assignment_agent_cc_id = ua.user_assignment_agent_cc_id
                join orders o on o.order_id = r.order_id
               where ${inPeriod} and o.order_status_id = any(${revenueStatuses})
            ), figures as (
              select e.agent_id, grouping(e.agent_id) as total, coalesce(sum(e.assignment), 0)::int as assignments,
                     count(*) filter (where e.contacted)::int as contacted,
                     count(*) filter (where e.assignment = 1 and e.last_type is null)::int as unanswered,
                     ${RESPONSE_TYPES.map((type) => `count(*) filter (where e.last_type = ${type.id})::int as "${type.key}"`).join(',\n                     ')},
                     count(e.order_id)::int as orders, coalesce(sum(e.amount), 0) as revenue
                from events e
               group by grouping sets ((e.agent_id), ())
            )
            select case when f.total = 1 then 'Total' else ${personName('ag')} end as agent, ${personName('sv')} as supervisor,
                   f.assignments, f.contacted, f.unanswered, ${RESPONSE_TYPES.map((type) => `f."${type.key}"`).join(', ')},
                   f.orders, f.revenue::float8 as revenue,
                   round(f.orders / ${days}, 2)::float8 as "ordersPerDay", round(f.revenue / ${days}, 2)::float8 as "revenuePerDay",
                   round(f.orders / ${days} * ${workingDays}, 2)::float8 as "projectedOrders",
                   round(f.revenue / ${days} * ${workingDays}, 2)::float8 as "projectedRevenue"
              from figures f
              left join users ag on ag.user_id = f.agent_id
              left join supervisor_agents sa on sa.agent_id = f.agent_id
              left join users sv on sv.user_id = sa.supervisor_id
             order by f.total, ag.last_name, ag.first_name, f.agent_id`,
      params: params.values,
    };
  },
};
