import { describe, expect, it } from 'vitest';
import { ConfigError } from '@console/schema/env';
import { readConfig } from './config.ts';

describe('gateway readConfig', () => {
  it('has working defaults with no variable set', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 4000, host: '0.0.0.0', restApiUrl: 'http://127.0.0.1:4010', redisUrl: undefined, trustProxy: false, permissionCacheSeconds: 10, shutdownTimeoutMs: 10_000 });
    expect(config.webDist).toMatch(/web\/dist$/);
  });

  it('builds the REST API address from REST_API_PORT when REST_API_URL is unset', () => {
    expect(readConfig({ REST_API_PORT: '4110' }).restApiUrl).toBe('http://127.0.0.1:4110');
    expect(readConfig({ REST_API_PORT: '4110', REST_API_URL: 'https://api.example.ma' }).restApiUrl).toBe('https://api.example.ma');
  });

  it('refuses a bad value instead of falling back to the default', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow(new ConfigError('PORT must be an integer between 1 and 65535, got "abc"'));
    expect(() => readConfig({ SIGNIN_WINDOW_SECONDS: '0' })).toThrow(ConfigError);
    expect(() => readConfig({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(ConfigError);
  });

  it('takes a Google Maps key only in its shape, and none by default', () => {
    const key = `AIza${'x'.repeat(35)}`;
    expect(readConfig({}).googleMapsApiKey).toBeUndefined();
    expect(readConfig({ GOOGLE_MAPS_API_KEY: ` ${key} ` }).googleMapsApiKey).toBe(key);
    expect(() => readConfig({ GOOGLE_MAPS_API_KEY: 'key "with" quotes' })).toThrow(new ConfigError("GOOGLE_MAPS_API_KEY must be a Google API key (39 letters, digits, '-' or '_'), got 17 characters"));
  });
});

describe('gateway readConfig: the edge', () => {
  it('allows no cross-origin caller by default, and only well-formed origins when listed', () => {
    expect(readConfig({}).corsOrigins).toEqual(new Set());
    expect(readConfig({ CORS_ORIGINS: 'https://partner.example.ma,http://localhost:5300' }).corsOrigins).toEqual(new Set(['https://partner.example.ma', 'http://localhost:5300']));
    expect(() => readConfig({ CORS_ORIGINS: 'https://partner.example.ma,*' })).toThrow(/^CORS_ORIGINS must be origins .* got "\*"$/);
  });

  it('serves GraphiQL in development, not in production unless GRAPHIQL asks', () => {
    expect(readConfig({}).graphiql).toBe(true);
    expect(readConfig({ NODE_ENV: 'production' }).graphiql).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', GRAPHIQL: 'true' }).graphiql).toBe(true);
    expect(readConfig({ GRAPHIQL: '0' }).graphiql).toBe(false);
  });

  it('bounds WebSockets and HTTP requests by default, in seconds', () => {
    const { webSockets, http } = readConfig({});
    expect(webSockets.maxConnections).toBeLessThan(20_000);
    expect(webSockets.maxConnectionsPerAddress).toBeLessThan(webSockets.maxConnections);
    expect(webSockets.idleTimeoutMs).toBeLessThanOrEqual(60_000);
    expect(http.headersTimeoutMs).toBeLessThanOrEqual(10_000);
    expect(http.requestTimeoutMs).toBeLessThanOrEqual(60_000);
    expect(() => readConfig({ HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '10000' })).toThrow(ConfigError);
    expect(() => readConfig({ WS_MAX_CONNECTIONS: '0' })).toThrow(ConfigError);
  });
});
