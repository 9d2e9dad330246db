/**
 * 3CX call data records (CDR): one comma-separated line per call, its fields in the order configured in 3CX
 * (« Reporting > CDR > fields »), which CDR_FIELDS repeats here. A line becomes a call record, or a French reason
 * it was refused; nothing here touches the database. Times are read as UTC, as 3CX writes them.
 */
import { isInvalidText, normalizeMoroccanPhone } from '@console/schema';

/** Every field 3CX can put on a CDR line, in the order of its field list (our default order). */
export const CDR_FIELD_NAMES = [
  'historyid',
  'callid',
  'duration',
  'time-start',
  'time-answered',
  'time-end',
  'reason-terminated',
  'from-no',
  'to-no',
  'from-dn',
  'to-dn',
  'dial-no',
  'reason-changed',
  'final-number',
  'final-dn',
  'bill-code',
  'bill-rate',
  'bill-cost',
  'bill-name',
  'chain',
  'from-type',
  'to-type',
  'final-type',
  'from-dispname',
  'to-dispname',
  'final-dispname',
  'missed-queue-calls',
] as const;
export type CdrFieldName = (typeof CDR_FIELD_NAMES)[number];

/** Without these a line cannot be a call of the log: its identity, when, who called whom, for how long. */
const REQUIRED_FIELDS: readonly CdrFieldName[] = ['historyid', 'time-start', 'duration', 'from-no', 'to-no'];
/** Fields a line must fill; a withheld caller comes with an empty (or very short) from-no and is kept. */
const FILLED_FIELDS: readonly CdrFieldName[] = ['historyid', 'time-start', 'duration'];

/** The longest line accepted (3CX's lines are a few hundred characters); a longer one is refused, not cut. */
export const MAX_CDR_LINE_LENGTH = 4096;
/** The longest field kept (a name, a number, a chain of extensions). */
const MAX_FIELD_LENGTH = 200;
/** A call longer than a week is a clock fault, not a call. */
const MAX_DURATION_SECONDS = 7 * 24 * 3600;

export const CdrMessages = {
  empty: 'Ligne vide',
  tooLong: `Ligne trop longue (plus de ${MAX_CDR_LINE_LENGTH} caractères)`,
  invalidText: 'La ligne contient des caractères interdits',
  fieldCount: (received: number, expected: number) => `${received} champs reçus, ${expected} attendus (ordre CDR_FIELDS)`,
  missing: (field: CdrFieldName) => `Champ « ${field} » manquant`,
  tooLongField: (field: CdrFieldName) => `Champ « ${field} » trop long (plus de ${MAX_FIELD_LENGTH} caractères)`,
  badTime: (field: CdrFieldName, value: string) => `Champ « ${field} » illisible : « ${value} » (AAAA/MM/JJ HH:MM:SS attendu)`,
  badDuration: (value: string) => `Durée illisible : « ${value} » (HH:MM:SS ou secondes attendues)`,
  unquoted: 'Guillemet non fermé',
} as const;

/**
 * CDR_FIELDS: the configured order, comma-separated 3CX field names; the default is every field in 3CX's order.
 * Returns the reason when a name is unknown, repeated, or a required field is missing.
 */
export function cdrFieldOrder(text: string | undefined): { fields: CdrFieldName[] } | { error: string } {
  if (text === undefined || text.trim() === '') return { fields: [...CDR_FIELD_NAMES] };
  const names = text.split(',').map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !(CDR_FIELD_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) return { error: `CDR_FIELDS: unknown 3CX fields ${unknown.join(', ')} (known: ${CDR_FIELD_NAMES.join(', ')})` };
  const fields = names as CdrFieldName[];
  const repeated = fields.filter((name, index) => fields.indexOf(name) !== index);
  if (repeated.length > 0) return { error: `CDR_FIELDS: ${repeated.join(', ')} given twice` };
  const missing = REQUIRED_FIELDS.filter((name) => !fields.includes(name));
  if (missing.length > 0) return { error: `CDR_FIELDS must include ${missing.join(', ')}` };
  return { fields };
}

export interface CallRecordInput {
  historyId: string;
  startedAt: Date;
  answeredAt: Date | null;
  endedAt: Date | null;
  durationSeconds: number;
  /** As 3CX's call log shows the caller: the number, or « Name (101) » for an extension. */
  callerId: string;
  destination: string;
  /** The agent's extension: the caller's on an outgoing call, the answering (else rung) one on an incoming call. */
  extension: string | null;
  /** The outside party's number, +212 and 9 digits, when it is a Moroccan number. */
  externalNumber: string | null;
  reasonTerminated: string | null;
}

/** The fields of one line: commas separate, double quotes may wrap a field holding a comma (`""` is a quote). */
function splitFields(line: string): string[] | null {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        current += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"' && current === '') quoted = true;
    else if (char === ',') {
      fields.push(current);
      current = '';
    } else current += char;
  }
  if (quoted) return null;
  fields.push(current);
  return fields.map((field) => field.trim());
}

const TIME_PATTERN = /^(\d{4})[/-](\d{2})[/-](\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?$/;

/** 3CX's « 2026/11/27 09:14:03 » (UTC), or null when it is no such time. */
function cdrTime(value: string): Date | null {
  const match = TIME_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const millis = match[7] ? Number(match[7].padEnd(3, '0').slice(0, 3)) : 0;
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute, second, millis));
  const real = at.getUTCMonth() === month - 1 && at.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
  return real ? at : null;
}

/** « 00:03:25 » or « 205 » as seconds; null otherwise. */
function cdrDuration(value: string): number | null {
  const clock = /^(\d{1,3}):([0-5]\d):([0-5]\d)$/.exec(value);
  const seconds = clock ? Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]) : /^\d{1,7}$/.test(value) ? Number(value) : null;
  return seconds !== null && seconds <= MAX_DURATION_SECONDS ? seconds : null;
}

interface Party {
  number: string;
  dn: string;
  type: string;
  name: string;
}

/** 3CX names an extension « Ext.101 » in the number fields and « Extension » in the type fields. */
const isExtension = (party: Party) => party.type.toLowerCase() === 'extension' || /^ext\.\d+$/i.test(party.number);
const extensionOf = (party: Party) => party.dn || party.number.replace(/^ext\./i, '');
/** An extension as 3CX's call log shows it: « Salma Bennani (101) ». */
const shownParty = (party: Party) => (isExtension(party) ? `${party.name || 'Poste'} (${extensionOf(party)})` : party.number);

/** One CDR line as a call record, or the reason it is refused. */
export function parseCdrLine(line: string, order: readonly CdrFieldName[]): { record: CallRecordInput } | { error: string } {
  const text = line.replace(/\r$/, '');
  if (text.trim() === '') return { error: CdrMessages.empty };
  if (text.length > MAX_CDR_LINE_LENGTH) return { error: CdrMessages.tooLong };
  if (isInvalidText(text)) return { error: CdrMessages.invalidText };
  const values = splitFields(text);
  if (!values) return { error: CdrMessages.unquoted };
  if (values.length !== order.length) return { error: CdrMessages.fieldCount(values.length, order.length) };
  const field = new Map<CdrFieldName, string>(order.map((name, index) => [name, values[index]!]));
  for (const name of order) if (field.get(name)!.length > MAX_FIELD_LENGTH) return { error: CdrMessages.tooLongField(name) };
  const read = (name: CdrFieldName) => field.get(name) ?? '';
  const missing = FILLED_FIELDS.find((name) => read(name) === '');
  if (missing) return { error: CdrMessages.missing(missing) };

  const startedAt = cdrTime(read('time-start'));
  if (!startedAt) return { error: CdrMessages.badTime('time-start', read('time-start')) };
  const optionalTime = (name: CdrFieldName) => (read(name) === '' ? { at: null } : { at: cdrTime(read(name)) });
  const answered = optionalTime('time-answered');
  if (answered.at === null && read('time-answered') !== '') return { error: CdrMessages.badTime('time-answered', read('time-answered')) };
  const ended = optionalTime('time-end');
  if (ended.at === null && read('time-end') !== '') return { error: CdrMessages.badTime('time-end', read('time-end')) };
  const durationSeconds = cdrDuration(read('duration'));
  if (durationSeconds === null) return { error: CdrMessages.badDuration(read('duration')) };

  const from: Party = { number: read('from-no'), dn: read('from-dn'), type: read('from-type'), name: read('from-dispname') };
  const to: Party = { number: read('to-no') || read('dial-no'), dn: read('to-dn'), type: read('to-type'), name: read('to-dispname') };
  const final: Party = { number: read('final-number'), dn: read('final-dn'), type: read('final-type'), name: read('final-dispname') };
  const reached = (final.number || final.dn) && isExtension(final) ? final : to;
  const outgoing = isExtension(from);
  const externalParty = outgoing ? to : from;
  return {
    record: {
      historyId: read('historyid'),
      startedAt,
      answeredAt: answered.at,
      endedAt: ended.at,
      durationSeconds,
      callerId: shownParty(from),
      destination: shownParty(reached),
      extension: outgoing ? extensionOf(from) : isExtension(reached) ? extensionOf(reached) : null,
      externalNumber: isExtension(externalParty) ? null : normalizeMoroccanPhone(externalParty.number),
      reasonTerminated: read('reason-terminated') || null,
    },
  };
}

/** A call record as a CDR line in `order` (the demo data and the tests write what 3CX would send). */
export function cdrLine(values: Partial<Record<CdrFieldName, string>>, order: readonly CdrFieldName[]): string {
  return order.map((name) => {
    const value = values[name] ?? '';
    return /[",]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  }).join(',');
}
