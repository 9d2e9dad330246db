import { connect } from 'node:net';
import { MARKER } from './fuzz-probes.ts';

/**
 * Malformed 3CX call records (CDR lines, in rest-api's default field order), each naming the marker in its caller's
 * display name, so a stored one would show in the call log's search. Every one must be refused.
 */
const FIELDS = 27;
const time = () => new Date(Date.now() - 120_000).toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, '/');

/** A valid line's fields (historyid, duration, time-start, from-no, to-no, from-dn, from-type, from-dispname set). */
function fields(id: string): string[] {
  const values = Array.from({ length: FIELDS }, () => '');
  values[0] = id;
  values[2] = '00:01:00';
  values[3] = time();
  values[7] = 'Ext.101';
  values[8] = '0661234567';
  values[9] = '101';
  values[20] = 'Extension';
  values[23] = MARKER;
  return values;
}

const line = (id: string, change: (values: string[]) => void) => {
  const values = fields(id);
  change(values);
  return values.join(',');
};

export function malformedCdrLines(prefix: string): string[] {
  const id = (n: number) => `${prefix}-${n}`;
  return [
    line(id(1), (values) => (values[2] = 'long')),
    line(id(2), (values) => (values[3] = '2026/13/45 99:99:99')),
    line(id(3), (values) => (values[3] = `${'9'.repeat(300)}`)),
    line(id(4), (values) => (values[0] = '')),
    line(id(5), (values) => (values[23] = `${MARKER}\u0000`)),
    line(id(6), (values) => (values[23] = `${MARKER}\u001b[31m`)),
    line(id(7), (values) => (values[23] = `"${MARKER}`)),
    line(id(8), (values) => (values[23] = `${MARKER}${'x'.repeat(300)}`)),
    line(id(9), (values) => (values[4] = '\ud800')),
    line(id(10), (values) => values.push('extra')),
    line(id(11), (values) => values.pop()),
    line(id(12), (values) => (values[2] = '-00:00:05')),
    line(id(13), (values) => (values[2] = '99999999')),
    `${MARKER},${','.repeat(20_000)}`,
    `${MARKER}${'z'.repeat(8_000)}`,
  ];
}

/** A record that is well formed, named `name`, to show the stream still goes on after the malformed ones. */
export const validCdrLine = (id: string, name: string) => line(id, (values) => (values[23] = name));

/** Writes the lines on 3CX's CDR socket, in awkward pieces, then closes it. */
export async function sendOnCdrSocket(port: number, text: string): Promise<void> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const bytes = Buffer.from(`${text}\n`, 'utf8');
  for (let start = 0; start < bytes.length; start += 997) socket.write(bytes.subarray(start, start + 997));
  // Bytes no UTF-8 decoder accepts, and a NUL, on a line of their own.
  socket.write(Buffer.from([0xff, 0xfe, 0x00, 0x80, 0x0a]));
  socket.end();
  await new Promise((resolve) => socket.once('close', resolve));
}
