import { formatLogRecord, LOG_LEVELS, logFormatFrom, logLevelFrom, type LogFormat, type LogLevel } from '@console/schema';

type Write = (details: Record<string, unknown>, message: string) => void;

/** The gateway's logger; `warn` has the shape the REST client's failure reports expect. */
export interface Logger {
  debug: Write;
  info: Write;
  warn: Write;
  error: Write;
}

export interface LoggerOptions {
  level: LogLevel;
  format: LogFormat;
  /** One finished line, without its line break; stdout by default. */
  write?: (line: string) => void;
  now?: () => Date;
}

export function createLogger({ level, format, write = (line) => process.stdout.write(`${line}\n`), now = () => new Date() }: LoggerOptions): Logger {
  const at = (name: 'debug' | 'info' | 'warn' | 'error'): Write =>
    LOG_LEVELS[name] < LOG_LEVELS[level]
      ? () => undefined
      : (details, message) => write(formatLogRecord({ level: name, time: now().toISOString(), msg: message, ...details }, format));
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** LOG_LEVEL and LOG_FORMAT (readable on a terminal, JSON lines otherwise). */
export function loggerFromEnv(env: NodeJS.ProcessEnv, isTerminal: boolean): Logger {
  return createLogger({ level: logLevelFrom(env.LOG_LEVEL), format: logFormatFrom(env.LOG_FORMAT, isTerminal) });
}

/** For tools and tests that build a gateway without wanting its lines. */
export const silentLogger: Logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
