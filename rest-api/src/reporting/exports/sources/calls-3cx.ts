/**
 * 3Cx.xlsx: the telephone system's call records (call_records, migration 028) started in the business days (Morocco)
 * of the range, as the call log shows them: the caller and destination by the log's rules (schema/src/call-log.ts,
 * applied to each cell), the direction, whether answered, the duration; the agent holding the call's extension and
 * the customer whose number is the outside party's (the lowest customer id when several share it).
 */
import { CUSTOMER_USER_TYPE_ID, callDirection, formatCallDuration, formatCallNumber, reportRange, shownCaller, type CallDirection } from '@console/schema';
import { SqlParams } from '../../../db/sql.ts';
import type { ExportSource } from '../export-sources.ts';
import { personName, requiredDays } from './call-centre.ts';
import { YES_NO, keywordCondition, whereClause } from './common.ts';

const DIRECTION_LABELS: Readonly<Record<CallDirection, string>> = { OUTGOING: 'Sortant', INCOMING: 'Entrant' };

/** What the keyword is looked for in: the caller and destination as 3CX gives them, the agent's and the customer's names. */
const KEYWORD_COLUMNS = ['cr.caller_id', 'cr.destination', personName('agent'), 'customer.name'];

export const calls3cxSource: ExportSource = {
  sheetName: 'Appels 3CX',
  columns: [
    { header: 'Date et heure', key: 'startedAt', width: 17, format: 'dateTime' },
    { header: 'Appelant', key: 'callerId', width: 22, text: shownCaller },
    { header: 'Destination', key: 'destination', width: 22, text: formatCallNumber },
    { header: 'Sens', key: 'direction', width: 9, text: (callerId) => DIRECTION_LABELS[callDirection(callerId)] },
    { header: 'Répondu', key: 'answered', width: 9, labels: YES_NO },
    { header: 'Durée', key: 'duration', width: 9, text: (seconds) => formatCallDuration(Number(seconds)) },
    { header: 'Durée (s)', key: 'durationSeconds', width: 10, format: 'integer' },
    { header: 'Poste', key: 'extension', width: 8 },
    { header: 'Agent', key: 'agent', width: 20 },
    { header: 'Code client', key: 'customerCode', width: 12 },
    { header: 'Client', key: 'customerName', width: 28 },
  ],
  query(filters) {
    const { dateFrom, dateTo } = requiredDays(filters, '3CX');
    const range = reportRange(dateFrom, dateTo);
    if ('errors' in range) throw new Error(`the 3CX export's range does not read: ${Object.values(range.errors).join(', ')}`);
    const params = new SqlParams();
    const where = [`cr.started_at >= ${params.add(range.range.start.toISOString())}`, `cr.started_at < ${params.add(range.range.end.toISOString())}`];
    if (filters.agentId !== undefined) where.push(`agent.user_id = ${params.add(filters.agentId)}`);
    if (filters.callState === 'OnlyAnswered') where.push('cr.answered_at is not null');
    if (filters.callState === 'OnlyUnanswered') where.push('cr.answered_at is null');
    const keyword = keywordCondition(filters.keyword, KEYWORD_COLUMNS, params);
    if (keyword) where.push(keyword);
    return {
      // The customer looked up per call on the index users_customer_moroccan_phone (a literal user type, as it is
      // declared), the lowest customer id first.
      sql: `select cr.started_at as "startedAt", cr.caller_id as "callerId", cr.destination, cr.caller_id as direction,
                   cr.answered_at is not null as answered, cr.duration_seconds as duration, cr.duration_seconds as "durationSeconds",
                   cr.extension, ${personName('agent')} as agent, customer.code as "customerCode", customer.name as "customerName"
              from call_records cr
              left join users agent on agent.extension = cr.extension
              left join lateral (
                select c.code, ${personName('cu')} as name
                  from users cu join customers c on c.user_id = cu.user_id
                 where cr.external_number is not null and moroccan_phone(cu.phone_number) = cr.external_number and cu.user_type_id = ${CUSTOMER_USER_TYPE_ID}
                 order by c.customer_id limit 1) customer on true
             ${whereClause(where)}
             order by cr.started_at, cr.call_record_id`,
      params: params.values,
    };
  },
};
