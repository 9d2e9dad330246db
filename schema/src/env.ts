/**
 * Start-up configuration read from environment variables, validated at once: a wrong value stops
 * the service with one line naming the variable instead of a surprise at the first request.
 * An empty variable counts as unset.
 */

/** A bad value; its message names the variable and is meant to be printed as is. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface IntegerRange {
  min?: number;
  max?: number;
}

export interface EnvReader {
  string(name: string, fallback: string): string;
  optionalString(name: string): string | undefined;
  integer(name: string, fallback: number, range?: IntegerRange): number;
  optionalInteger(name: string, range?: IntegerRange): number | undefined;
  /** A TCP port, 1 to 65535. */
  port(name: string, fallback: number): number;
  /** 1/0, true/false, yes/no, on/off, any case. */
  boolean(name: string, fallback: boolean): boolean;
  /** An absolute URL whose scheme is one of `protocols` (e.g. ['http:', 'https:']). */
  optionalUrl(name: string, protocols: readonly string[]): string | undefined;
  oneOf<T extends string>(name: string, choices: readonly T[], fallback: T): T;
}

const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];

function describeRange({ min, max }: IntegerRange): string {
  if (min !== undefined && max !== undefined) return `an integer between ${min} and ${max}`;
  if (min === 1) return 'a positive integer';
  if (min === 0) return 'a positive integer or 0';
  if (min !== undefined) return `an integer of at least ${min}`;
  if (max !== undefined) return `an integer of at most ${max}`;
  return 'an integer';
}

export function envReader(env: Readonly<Record<string, string | undefined>>): EnvReader {
  const raw = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const fail = (name: string, expected: string, value: string): never => {
    throw new ConfigError(`${name} must be ${expected}, got ${JSON.stringify(value)}`);
  };
  const optionalInteger = (name: string, range: IntegerRange = {}): number | undefined => {
    const value = raw(name);
    if (value === undefined) return undefined;
    const parsed = /^[+-]?\d+$/.test(value) ? Number(value) : Number.NaN;
    const inRange = Number.isSafeInteger(parsed) && (range.min === undefined || parsed >= range.min) && (range.max === undefined || parsed <= range.max);
    return inRange ? parsed : fail(name, describeRange(range), value);
  };

  return {
    string: (name, fallback) => raw(name) ?? fallback,
    optionalString: raw,
    integer: (name, fallback, range) => optionalInteger(name, range) ?? fallback,
    optionalInteger,
    port: (name, fallback) => optionalInteger(name, { min: 1, max: 65535 }) ?? fallback,
    boolean(name, fallback) {
      const value = raw(name);
      if (value === undefined) return fallback;
      if (TRUE.includes(value.toLowerCase())) return true;
      if (FALSE.includes(value.toLowerCase())) return false;
      return fail(name, 'true or false (or 1 or 0)', value);
    },
    optionalUrl(name, protocols) {
      const value = raw(name);
      if (value === undefined) return undefined;
      const expected = `a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`;
      if (!URL.canParse(value)) return fail(name, expected, value);
      const url = new URL(value);
      return protocols.includes(url.protocol) && url.host ? value : fail(name, expected, value);
    },
    oneOf(name, choices, fallback) {
      const value = raw(name);
      if (value === undefined) return fallback;
      const choice = choices.find((candidate) => candidate === value);
      return choice ?? fail(name, `one of ${choices.join(', ')}`, value);
    },
  };
}

/**
 * Reads a service's configuration; on a bad value prints `<service>: <message>` and exits with 1,
 * without a stack trace (a configuration mistake is not a crash).
 */
export function configOrExit<T>(service: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${service}: ${error.message}`);
    process.exit(1);
  }
}
