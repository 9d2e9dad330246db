import { describe, expect, it } from 'vitest';
import { CDR_FIELD_NAMES, CdrMessages, MAX_CDR_LINE_LENGTH, cdrFieldOrder, cdrLine, parseCdrLine, type CdrFieldName } from './cdr.ts';

const ORDER = CDR_FIELD_NAMES;
const outgoing: Partial<Record<CdrFieldName, string>> = {
  historyid: '58214',
  callid: '00000191A2B3',
  duration: '00:03:25',
  'time-start': '2026/11/27 09:14:03',
  'time-answered': '2026/11/27 09:14:11',
  'time-end': '2026/11/27 09:17:36',
  'reason-terminated': 'TerminatedBySrc',
  'from-no': 'Ext.101',
  'to-no': '0661234567',
  'from-dn': '101',
  'from-type': 'Extension',
  'to-type': 'Line',
  'from-dispname': 'Salma Bennani',
};

describe('3CX call records', () => {
  it('reads an outgoing call: the agent as 3CX shows them, the customer number normalised, times in UTC', () => {
    const parsed = parseCdrLine(cdrLine(outgoing, ORDER), ORDER);
    expect(parsed).toEqual({
      record: {
        historyId: '58214',
        startedAt: new Date('2026-11-27T09:14:03Z'),
        answeredAt: new Date('2026-11-27T09:14:11Z'),
        endedAt: new Date('2026-11-27T09:17:36Z'),
        durationSeconds: 205,
        callerId: 'Salma Bennani (101)',
        destination: '0661234567',
        extension: '101',
        externalNumber: '+212661234567',
        reasonTerminated: 'TerminatedBySrc',
      },
    });
  });

  it('reads an incoming call answered by the final extension, and an unanswered one from a withheld number', () => {
    const incoming = cdrLine(
      {
        historyid: '58215',
        duration: '95',
        'time-start': '2026-11-27 10:00:00',
        'from-no': '+212 5 22 12 34 56',
        'to-no': '800',
        'to-dn': '800',
        'to-type': 'Queue',
        'final-number': 'Ext.102',
        'final-dn': '102',
        'final-type': 'Extension',
        'final-dispname': 'Karim, Tazi',
        'time-answered': '2026-11-27 10:00:09',
      },
      ORDER,
    );
    expect(parseCdrLine(incoming, ORDER)).toMatchObject({
      record: { callerId: '+212 5 22 12 34 56', destination: 'Karim, Tazi (102)', extension: '102', externalNumber: '+212522123456', durationSeconds: 95 },
    });
    const withheld = cdrLine({ historyid: '58216', duration: '00:00:00', 'time-start': '2026/11/27 10:05:00', 'from-no': '', 'to-no': 'Ext.101', 'to-dn': '101' }, ORDER);
    expect(parseCdrLine(withheld, ORDER)).toMatchObject({ record: { callerId: '', answeredAt: null, extension: '101', externalNumber: null } });
  });

  it('follows the configured field order', () => {
    const order = cdrFieldOrder('historyid,time-start,duration,from-no,to-no,from-dn,from-type,from-dispname');
    expect(order).toEqual({ fields: ['historyid', 'time-start', 'duration', 'from-no', 'to-no', 'from-dn', 'from-type', 'from-dispname'] });
    if (!('fields' in order)) throw new Error('order refused');
    expect(parseCdrLine('7,2026/11/27 11:00:00,00:01:00,Ext.103,0612345678,103,Extension,Nadia', order.fields)).toMatchObject({
      record: { historyId: '7', callerId: 'Nadia (103)', destination: '0612345678', extension: '103', answeredAt: null },
    });
  });

  it('refuses a configuration it cannot read', () => {
    expect(cdrFieldOrder(undefined)).toEqual({ fields: [...CDR_FIELD_NAMES] });
    expect(cdrFieldOrder('historyid,time-start,duration,from-no,to-no,colour')).toEqual({ error: expect.stringContaining('unknown 3CX fields colour') });
    expect(cdrFieldOrder('historyid,historyid,time-start,duration,from-no,to-no')).toEqual({ error: 'CDR_FIELDS: historyid given twice' });
    expect(cdrFieldOrder('historyid,time-start,from-no,to-no')).toEqual({ error: 'CDR_FIELDS must include duration' });
  });

  it('refuses malformed lines with a French reason', () => {
    const line = (changes: Partial<Record<CdrFieldName, string>>) => cdrLine({ ...outgoing, ...changes }, ORDER);
    const cases: [string, string][] = [
      ['', CdrMessages.empty],
      ['1,2,3', CdrMessages.fieldCount(3, ORDER.length)],
      [line({ historyid: '' }), CdrMessages.missing('historyid')],
      [line({ 'time-start': '27/11/2026 09:14' }), CdrMessages.badTime('time-start', '27/11/2026 09:14')],
      [line({ 'time-start': '2026/02/30 09:14:03' }), CdrMessages.badTime('time-start', '2026/02/30 09:14:03')],
      [line({ 'time-answered': 'soon' }), CdrMessages.badTime('time-answered', 'soon')],
      [line({ duration: '-5' }), CdrMessages.badDuration('-5')],
      [line({ duration: '9999999' }), CdrMessages.badDuration('9999999')],
      [line({ 'from-dispname': 'x'.repeat(201) }), CdrMessages.tooLongField('from-dispname')],
      [line({ 'from-dispname': 'Sal\u0000ma' }), CdrMessages.invalidText],
      ['"unclosed,'.padEnd(60, 'x'), CdrMessages.unquoted],
      ['x'.repeat(MAX_CDR_LINE_LENGTH + 1), CdrMessages.tooLong],
    ];
    for (const [text, reason] of cases) expect(parseCdrLine(text, ORDER), text.slice(0, 40)).toEqual({ error: reason });
  });

  it('writes a field holding a comma or a quote between quotes, and reads it back', () => {
    const text = cdrLine({ ...outgoing, 'from-dispname': 'Bennani, "Salma"' }, ORDER);
    expect(parseCdrLine(text, ORDER)).toMatchObject({ record: { callerId: 'Bennani, "Salma" (101)' } });
  });
});
