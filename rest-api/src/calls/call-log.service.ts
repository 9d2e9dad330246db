/** The call log: 3CX's records in (HTTP lines or the CDR socket), a window of them out (seed 002 « Journal des appels »). */
import { callLogRowCount, callRangeWindow, type CallRange, type CallState } from '@console/schema';
import type { Executor } from '../db/db.ts';
import { insertCallRecords, listCallLogRows, type CallLogRow } from './call-records.repository.ts';
import { parseCdrLine, type CallRecordInput, type CdrFieldName } from './cdr.ts';

export interface RefusedCdrLine {
  /** 1-based, as an editor numbers the lines of what was sent. */
  line: number;
  reason: string;
}

export interface CdrIngestResult {
  received: number;
  stored: number;
  /** Records already stored (same 3CX history id), sent again. */
  duplicates: number;
  refused: RefusedCdrLine[];
}

/**
 * Stores the well-formed lines of `lines` (blank lines are skipped, not refused) in one statement; a malformed line
 * is refused with its reason and stops nothing else.
 */
export async function ingestCdrLines(db: Executor, lines: readonly string[], order: readonly CdrFieldName[], firstLine = 1): Promise<CdrIngestResult> {
  const records: CallRecordInput[] = [];
  const refused: RefusedCdrLine[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const parsed = parseCdrLine(line, order);
    if ('record' in parsed) records.push(parsed.record);
    else refused.push({ line: firstLine + index, reason: parsed.error });
  });
  const stored = await insertCallRecords(db, records);
  return { received: records.length + refused.length, stored, duplicates: records.length - stored, refused };
}

export interface CallLogQuery {
  callState?: CallState;
  dateRangeType?: CallRange;
  numberOfRows?: number;
  searchFilter?: string;
}

/** The seed's defaults: today's calls, all of them, 300 rows. */
export function callLog(db: Executor, query: CallLogQuery, now: Date = new Date()): Promise<CallLogRow[]> {
  const search = query.searchFilter?.trim();
  return listCallLogRows(db, {
    window: callRangeWindow(query.dateRangeType ?? 'Today', now),
    state: query.callState ?? 'All',
    rows: callLogRowCount(query.numberOfRows),
    ...(search ? { search } : {}),
  });
}
