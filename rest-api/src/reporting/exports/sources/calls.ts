/**
 * appels.xlsx: the call assignments of the days (their assignment date, a day without a time: compared as days, no
 * zone involved), each customer assigned to an agent for a day, with its last response.
 */
import { SqlParams } from '../../../db/sql.ts';
import type { QueryExportSource } from '../export-sources.ts';
import { ASSIGNMENT_PEOPLE_COLUMNS, ASSIGNMENT_PEOPLE_HEADERS, ASSIGNMENT_PEOPLE_JOINS, agentConditions, personName } from './call-centre.ts';
import { YES_NO, requiredFilter, whereClause } from './common.ts';

export const callsSource: QueryExportSource = {
  sheetName: 'Appels',
  columns: [
    { header: "Date d'affectation", key: 'assignmentDate', width: 12, format: 'date' },
    ...ASSIGNMENT_PEOPLE_HEADERS,
    { header: 'Contacté', key: 'contacted', width: 9, labels: YES_NO },
    { header: 'Dernière réponse', key: 'responseType', width: 18 },
    { header: 'Détail', key: 'responseDetail', width: 20 },
    { header: 'Date de rappel', key: 'callbackDate', width: 12, format: 'date' },
    { header: 'Commentaire', key: 'comment', width: 30 },
    { header: 'Commande passée', key: 'orderCode', width: 14 },
    { header: 'Répondu le', key: 'respondedAt', width: 17, format: 'dateTime' },
    { header: 'Saisi par', key: 'respondedBy', width: 20 },
  ],
  query(filters) {
    const [dateFrom, dateTo] = [requiredFilter(filters, 'dateFrom'), requiredFilter(filters, 'dateTo')];
    const params = new SqlParams();
    const where = [`ua.assignment_date between ${params.add(dateFrom)}::date and ${params.add(dateTo)}::date`, ...agentConditions(filters, params)];
    return {
      // Days as text, so no zone moves them (calendarDay reads YYYY-MM-DD as is); on the index (assignment_date, agent_id).
      sql: `select to_char(ua.assignment_date, 'YYYY-MM-DD') as "assignmentDate", ${ASSIGNMENT_PEOPLE_COLUMNS},
                   ua.contacted, rt.name as "responseType", rd.name as "responseDetail", to_char(r.callback_date, 'YYYY-MM-DD') as "callbackDate",
                   nullif(r.comment, '') as comment, o.code as "orderCode", r.created_at as "respondedAt", ${personName('rb')} as "respondedBy"
              from user_assignments_agent_cc ua
              ${ASSIGNMENT_PEOPLE_JOINS}
              left join assignment_responses r on r.assignment_response_id = ua.last_response_id
              left join assignment_response_types rt on rt.assignment_response_type_id = r.assignment_response_type_id
              left join assignment_response_type_details rd on rd.assignment_response_type_detail_id = r.assignment_response_type_detail_id
              left join orders o on o.order_id = r.order_id
              left join users rb on rb.user_id = r.created_by
             ${whereClause(where)}
             order by ua.assignment_date, ag.last_name, ag.first_name, ua.user_assignment_agent_cc_id`,
      params: params.values,
    };
  },
};
