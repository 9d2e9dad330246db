/**
 * 3CX's CDR socket (« 3CX CDR service is client / Active Socket »): 3CX connects and writes one line per call. Off
 * unless CDR_TCP_PORT is set. Every socket is bounded: a few connections, a line length, an idle time; a malformed
 * line is logged with its reason and the connection goes on; a database fault loses that batch (logged), never the
 * process.
 */
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { Db } from '../db/db.ts';
import { ingestCdrLines } from './call-log.service.ts';
import { CdrMessages, MAX_CDR_LINE_LENGTH, type CdrFieldName } from './cdr.ts';

export interface CdrReceiverOptions {
  port: number;
  host: string;
  fields: readonly CdrFieldName[];
  /** 3CX keeps its socket open between calls: a connection silent this long is closed (3CX reconnects). */
  idleMs?: number;
  maxConnections?: number;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
}

export interface CdrReceiver {
  address(): AddressInfo;
  close(): Promise<void>;
}

const DEFAULT_IDLE_MS = 60 * 60_000;
const DEFAULT_MAX_CONNECTIONS = 8;

/** Splits a socket's bytes into lines, refusing (not cutting) one longer than the bound. */
class LineSplitter {
  private pending = '';
  private discarding = false;

  /** The complete lines in `chunk`; an overlong line comes out as null, once. */
  push(chunk: string): (string | null)[] {
    const lines: (string | null)[] = [];
    const parts = (this.pending + chunk).split('\n');
    this.pending = parts.pop()!;
    for (const part of parts) {
      if (this.discarding) this.discarding = false;
      else lines.push(part.length > MAX_CDR_LINE_LENGTH ? null : part);
    }
    if (this.pending.length > MAX_CDR_LINE_LENGTH) {
      if (!this.discarding) lines.push(null);
      this.discarding = true;
      this.pending = '';
    }
    return lines;
  }

  /** What is left when the connection ends: a last line without its line feed. */
  rest(): string | null {
    const rest = this.discarding ? '' : this.pending;
    this.pending = '';
    return rest.trim() === '' ? null : rest;
  }
}

export async function startCdrReceiver(db: Db, options: CdrReceiverOptions): Promise<CdrReceiver> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    const remote = `${socket.remoteAddress ?? '?'}:${socket.remotePort ?? '?'}`;
    const splitter = new LineSplitter();
    let received = 0;
    // One batch at a time per connection, in order: the socket pauses while its lines are stored.
    let storing = Promise.resolve();
    socket.setEncoding('utf8');
    socket.setKeepAlive(true);
    socket.setTimeout(options.idleMs ?? DEFAULT_IDLE_MS, () => socket.end());
    const store = (lines: (string | null)[]) => {
      if (lines.length === 0) return;
      const first = received + 1;
      received += lines.length;
      socket.pause();
      storing = storing
        .then(async () => {
          lines.forEach((line, index) => {
            if (line === null) options.log.warn({ remote, line: first + index, reason: CdrMessages.tooLong }, 'call record refused');
          });
          const result = await ingestCdrLines(db, lines.filter((line): line is string => line !== null), options.fields, first);
          for (const refused of result.refused) options.log.warn({ remote, line: refused.line, reason: refused.reason }, 'call record refused');
          if (result.stored > 0) options.log.info({ remote, stored: result.stored, duplicates: result.duplicates }, 'call records stored');
        })
        .catch((error: unknown) => options.log.error({ remote, lines: lines.length, reason: error instanceof Error ? error.message : String(error) }, 'call records lost'))
        .finally(() => socket.resume());
    };
    socket.on('data', (chunk: string) => store(splitter.push(chunk)));
    socket.on('end', () => {
      const rest = splitter.rest();
      if (rest !== null) store([rest]);
    });
    socket.on('error', (error) => options.log.warn({ remote, reason: error.message }, 'CDR connection failed'));
    socket.on('close', () => sockets.delete(socket));
  });
  server.maxConnections = options.maxConnections ?? DEFAULT_MAX_CONNECTIONS;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => options.log.error({ reason: error.message }, 'CDR receiver failed'));
  return {
    address: () => {
      const address = server.address();
      if (address === null || typeof address === 'string') throw new Error('the CDR receiver listens on no TCP port');
      return address;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
