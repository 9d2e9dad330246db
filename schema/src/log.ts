/**
 * Log lines shared by the gateway and rest-api: the same settings (LOG_LEVEL, LOG_FORMAT), the same
 * fields and the same readable form on a terminal, so one request reads alike in both services.
 */
import { ConfigError } from './env.ts';

export const LOG_LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;
export type LogLevel = keyof typeof LOG_LEVELS;
export type LogFormat = 'pretty' | 'json';

/** One log record: what both services write as a JSON line. */
export interface LogRecord {
  level: string;
  time: string;
  msg: string;
  [field: string]: unknown;
}

const isLogLevel = (value: string): value is LogLevel => Object.hasOwn(LOG_LEVELS, value);

/** LOG_LEVEL; `info` when unset. */
export function logLevelFrom(value: string | undefined): LogLevel {
  if (!value) return 'info';
  if (!isLogLevel(value)) throw new ConfigError(`LOG_LEVEL must be one of ${Object.keys(LOG_LEVELS).join(', ')}, got "${value}"`);
  return value;
}

/** LOG_FORMAT wins; otherwise readable lines for a person at a terminal, JSON lines for a log collector. */
export function logFormatFrom(value: string | undefined, isTerminal: boolean): LogFormat {
  if (!value) return isTerminal ? 'pretty' : 'json';
  if (value !== 'pretty' && value !== 'json') throw new ConfigError(`LOG_FORMAT must be pretty or json, got "${value}"`);
  return value;
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** A caller's request id, kept only when it is a short token that cannot forge or break a log line. */
export function safeRequestId(value: string | null | undefined): string | undefined {
  return value && SAFE_REQUEST_ID.test(value) ? value : undefined;
}

/** Fields a person does not need on a terminal line (they stay in the JSON lines). */
const HIDDEN_WHEN_PRETTY = new Set(['level', 'time', 'msg', 'pid', 'hostname']);

function prettyValue(value: unknown): string {
  if (value instanceof Object && 'message' in value && typeof value.message === 'string') return prettyValue(value.message);
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  return /^[^\s"=]+$/.test(text) ? text : JSON.stringify(text);
}

/** `14:03:07.212 INFO  message key=value …` on one line, in local time. */
export function prettyLine(record: LogRecord): string {
  const time = new Date(record.time);
  const clock = Number.isNaN(time.getTime())
    ? record.time
    : `${[time.getHours(), time.getMinutes(), time.getSeconds()].map((part) => String(part).padStart(2, '0')).join(':')}.${String(time.getMilliseconds()).padStart(3, '0')}`;
  const fields = Object.entries(record)
    .filter(([key, value]) => !HIDDEN_WHEN_PRETTY.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${prettyValue(value)}`);
  return [clock, record.level.toUpperCase().padEnd(5), record.msg, ...fields].join(' ').replace(/[\r\n]+/g, ' ');
}

/** The record in the form LOG_FORMAT asks for, without the line break. */
export function formatLogRecord(record: LogRecord, format: LogFormat): string {
  return format === 'pretty' ? prettyLine(record) : JSON.stringify(record);
}
