import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket, WebSocketServer } from 'ws';
import type { WebSocketLimits } from '../config.ts';
import type { Logger } from './log.ts';

/** Descriptors kept for everything else (HTTP requests, upstream calls, files, Redis) below the process's limit. */
const RESERVED_DESCRIPTORS = 1024;
/** At most one log line about refusals per this period, with the counts since the previous one. */
const REFUSAL_LOG_PERIOD_MS = 10_000;
/** graphql-ws's "nothing within the time allowed" code: its client retries it (it is not fatal). */
const IDLE_CLOSE_CODE = 4408;

export type Refusal = 'perAddress' | 'global';

export interface SocketGateOptions {
  path: string;
  limits: WebSocketLimits;
  /** The client's address (the forwarded one behind a trusted proxy). */
  addressOf(req: IncomingMessage): string;
  logger: Logger;
  /** The process's soft file-descriptor limit; read from /proc on Linux by default, undefined when unknown. */
  descriptorLimit?: number | undefined;
}

export interface SocketGate {
  /** The global cap in force: the configured one, lowered below the descriptor limit. */
  readonly maxConnections: number;
  /** An operation starts on the connection (graphql-ws onSubscribe). */
  started(socket: WebSocket, running: () => number): void;
  /** An operation of the connection ended (graphql-ws onComplete, onError). */
  ended(socket: WebSocket): void;
  counts(): { open: number; refused: Record<Refusal, number> };
  close(): void;
}

/** The soft "Max open files" of this process (Node raises it to the hard limit at start-up). */
export function descriptorLimit(): number | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((candidate) => candidate.startsWith('Max open files'));
    const soft = Number(line?.split(/\s{2,}/)[1]);
    return Number.isSafeInteger(soft) && soft > 0 ? soft : undefined;
  } catch {
    return undefined;
  }
}

/** The configured cap, or less: a WebSocket flood must leave descriptors for the console, /healthz and GraphQL over HTTP. */
export function cappedConnections(configured: number, limit: number | undefined): number {
  if (limit === undefined) return configured;
  const room = limit > 2 * RESERVED_DESCRIPTORS ? limit - RESERVED_DESCRIPTORS : Math.floor(limit / 2);
  return Math.max(1, Math.min(configured, room));
}

interface Connection {
  idle: NodeJS.Timeout;
  /** When an operation last started or ended. */
  lastActive: number;
  running: () => number;
}

/**
 * Admits GraphQL WebSockets at upgrade time, before the handshake costs anything: past the cap of
 * one address (429) or the global cap (503), the socket gets a one-line HTTP answer and is gone.
 * An admitted connection running no operation for `idleTimeoutMs` is closed; the keep-alive pings
 * (graphql-ws's useServer, `pingIntervalMs`) drop dead peers.
 */
export function gateWebSockets(server: Server, sockets: WebSocketServer, options: SocketGateOptions): SocketGate {
  const { limits, logger } = options;
  const limit = 'descriptorLimit' in options ? options.descriptorLimit : descriptorLimit();
  const maxConnections = cappedConnections(limits.maxConnections, limit);
  if (maxConnections < limits.maxConnections) {
    logger.warn({ configured: limits.maxConnections, descriptorLimit: limit, maxConnections }, 'gateway: WS_MAX_CONNECTIONS lowered below the file-descriptor limit');
  }
  const byAddress = new Map<string, number>();
  const connections = new Map<WebSocket, Connection>();
  let open = 0;
  const refused: Record<Refusal, number> = { perAddress: 0, global: 0 };
  const sinceLog: Record<Refusal, number> = { perAddress: 0, global: 0 };
  let logTimer: NodeJS.Timeout | undefined;

  /** The refusals since the previous line, if any. */
  const logRefusals = () => {
    if (sinceLog.perAddress + sinceLog.global === 0) return;
    logger.warn({ refused: { ...sinceLog }, refusedTotal: { ...refused }, open, maxConnections, maxConnectionsPerAddress: limits.maxConnectionsPerAddress }, 'gateway: WebSocket connections refused');
    sinceLog.perAddress = 0;
    sinceLog.global = 0;
  };
  const refuse = (socket: Duplex, reason: Refusal) => {
    refused[reason] += 1;
    sinceLog[reason] += 1;
    // The first refusal of a burst is logged at once, the rest summed up at the end of the period.
    if (!logTimer) {
      logRefusals();
      logTimer = setTimeout(() => {
        logTimer = undefined;
        logRefusals();
      }, REFUSAL_LOG_PERIOD_MS).unref();
    }
    const status = reason === 'perAddress' ? '429 Too Many Requests' : '503 Service Unavailable';
    socket.once('finish', () => socket.destroy());
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };

  const armIdle = (socket: WebSocket, ms: number) =>
    setTimeout(() => {
      const connection = connections.get(socket);
      if (!connection) return;
      const quietFor = Date.now() - connection.lastActive;
      if (connection.running() > 0) connection.idle = armIdle(socket, limits.idleTimeoutMs);
      else if (quietFor < limits.idleTimeoutMs) connection.idle = armIdle(socket, limits.idleTimeoutMs - quietFor);
      else socket.close(IDLE_CLOSE_CODE, 'Idle: no operation');
    }, ms).unref();

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if ((req.url ?? '/').split('?')[0] !== options.path) {
      socket.once('finish', () => socket.destroy());
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const address = options.addressOf(req);
    const fromAddress = byAddress.get(address) ?? 0;
    if (fromAddress >= limits.maxConnectionsPerAddress) return refuse(socket, 'perAddress');
    if (open >= maxConnections) return refuse(socket, 'global');
    open += 1;
    byAddress.set(address, fromAddress + 1);
    socket.once('close', () => {
      open -= 1;
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left > 0) byAddress.set(address, left);
      else byAddress.delete(address);
    });
    sockets.handleUpgrade(req, socket, head, (ws) => {
      connections.set(ws, { idle: armIdle(ws, limits.idleTimeoutMs), lastActive: Date.now(), running: () => 0 });
      ws.once('close', () => {
        clearTimeout(connections.get(ws)?.idle);
        connections.delete(ws);
      });
      sockets.emit('connection', ws, req);
    });
  };
  server.on('upgrade', onUpgrade);

  return {
    maxConnections,
    started(socket, running) {
      const connection = connections.get(socket);
      if (!connection) return;
      connection.lastActive = Date.now();
      connection.running = running;
    },
    ended(socket) {
      const connection = connections.get(socket);
      if (connection) connection.lastActive = Date.now();
    },
    counts: () => ({ open, refused: { ...refused } }),
    close() {
      server.off('upgrade', onUpgrade);
      if (logTimer) clearTimeout(logTimer);
      for (const connection of connections.values()) clearTimeout(connection.idle);
    },
  };
}
