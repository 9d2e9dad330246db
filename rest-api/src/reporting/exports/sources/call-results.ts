/**
 * assignement.xlsx, the seed's « TSP report responses (dateFrom, dateTo, agentCcId, supervisorId) »: every response
 * recorded in the business days (Morocco) of the range, with its assignment's agent, supervisor and customer, and the
 * order it placed.
 */
import { SqlParams } from '../../../db/sql.ts';
import type { QueryExportSource } from '../export-sources.ts';
import { ASSIGNMENT_PEOPLE_COLUMNS, ASSIGNMENT_PEOPLE_HEADERS, ASSIGNMENT_PEOPLE_JOINS, agentConditions } from './call-centre.ts';
import { requiredRange, whereClause } from './common.ts';

export const callResultsSource: QueryExportSource = {
  sheetName: "Résultats d'appels",
  columns: [
    { header: 'Répondu le', key: 'respondedAt', width: 17, format: 'dateTime' },
    { header: "Date d'affectation", key: 'assignmentDate', width: 12, format: 'date' },
    ...ASSIGNMENT_PEOPLE_HEADERS,
    { header: 'Réponse', key: 'responseType', width: 18 },
    { header: 'Détail', key: 'responseDetail', width: 20 },
    { header: 'Date de rappel', key: 'callbackDate', width: 12, format: 'date' },
    { header: 'Numéro rectifié', key: 'rectifNumber', width: 14 },
    { header: 'Commentaire', key: 'comment', width: 30 },
    { header: 'Commande', key: 'orderCode', width: 14 },
    { header: 'Montant TTC', key: 'orderAmount', width: 14, format: 'money' },
  ],
  query(filters) {
    const range = requiredRange(filters);
    const params = new SqlParams();
    const where = [
      `r.created_at >= ${params.add(range.start.toISOString())}`,
      `r.created_at < ${params.add(range.end.toISOString())}`,
      ...agentConditions(filters, params),
    ];
    return {
      // On the index of the responses' time; days as text, so no zone moves them.
      sql: `select r.created_at as "respondedAt", to_char(ua.assignment_date, 'YYYY-MM-DD') as "assignmentDate", ${ASSIGNMENT_PEOPLE_COLUMNS},
                   rt.name as "responseType", rd.name as "responseDetail", to_char(r.callback_date, 'YYYY-MM-DD') as "callbackDate",
                   r.rectif_number as "rectifNumber", nullif(r.comment, '') as comment, o.code as "orderCode", o.total_amount_ttc::float8 as "orderAmount"
              from assignment_responses r
              join user_assignments_agent_cc ua on ua.user_assignment_agent_cc_id = r.user_assignment_agent_cc_id
              ${ASSIGNMENT_PEOPLE_JOINS}
              join assignment_response_types rt on rt.assignment_response_type_id = r.assignment_response_type_id
              left join assignment_response_type_details rd on rd.assignment_response_type_detail_id = r.assignment_response_type_detail_id
              left join orders o on o.order_id = r.order_id
             ${whereClause(where)}
             order by r.created_at, r.assignment_response_id`,
      params: params.values,
    };
  },
};
