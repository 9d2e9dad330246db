/**
 * 3Cx.xlsx: the telephone system's call records (call_records, migration 028) started in the business days (Morocco)
 * of the range, as the call log shows them: the caller and destination by the log's rules (schema/src/call-log.ts,
 * applied to each cell), the direction, whether answered, the duration; the agent holding the call's extension and
 * the customer whose number is the outside party's (the lowest customer id when several share it).
 */
import { callDirection, formatCallDuration, formatCallNumber, isCallState, shownCaller, type CallDirection } from '@console/schema';
import { CALL_AGENT_JOIN, CALL_CUSTOMER_JOIN, callConditions } from '../../../calls/call-records.repository.ts';
import { SqlParams } from '../../../db/sql.ts';
import type { QueryExportSource } from '../export-sources.ts';
import { personName } from './call-centre.ts';
import { YES_NO, requiredRange } from './common.ts';

const DIRECTION_LABELS: Readonly<Record<CallDirection, string>> = { OUTGOING: 'Sortant', INCOMING: 'Entrant' };

export const calls3cxSource: QueryExportSource = {
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
    const params = new SqlParams();
    const where = callConditions(
      {
        window: requiredRange(filters),
        state: filters.callState !== undefined && isCallState(filters.callState) ? filters.callState : 'All',
        ...(filters.keyword ? { search: filters.keyword } : {}),
        ...(filters.agentId !== undefined ? { agentId: filters.agentId } : {}),
      },
      params,
    );
    return {
      sql: `select cr.started_at as "startedAt", cr.caller_id as "callerId", cr.destination, cr.caller_id as direction,
                   cr.answered_at is not null as answered, cr.duration_seconds as duration, cr.duration_seconds as "durationSeconds",
                   cr.extension, ${personName('agent')} as agent, customer.code as "customerCode", customer.name as "customerName"
              from call_records cr ${CALL_AGENT_JOIN} ${CALL_CUSTOMER_JOIN}
             where ${where.join(' and ')}
             order by cr.started_at, cr.call_record_id`,
      params: params.values,
    };
  },
};
