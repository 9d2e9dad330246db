import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './breaker.ts';

function breakerAt(threshold = 3, coolDownMs = 1_000) {
  const clock = { now: 0 };
  const breaker = new CircuitBreaker({ failureThreshold: threshold, coolDownMs }, () => clock.now);
  return { breaker, clock };
}

function fail(breaker: CircuitBreaker, times: number): void {
  for (let index = 0; index < times; index += 1) breaker.failure(breaker.acquire() ?? 'call');
}

describe('circuit breaker', () => {
  it('lets every call through while closed', () => {
    const { breaker } = breakerAt();
    expect(breaker.state).toBe('closed');
    expect(breaker.acquire()).toBe('call');
    expect(breaker.acquire()).toBe('call');
  });

  it('opens after the threshold of consecutive failures and then fails fast', () => {
    const { breaker } = breakerAt(3);
    expect(breaker.failure('call')).toBe(false);
    expect(breaker.failure('call')).toBe(false);
    expect(breaker.failure('call')).toBe(true);
    expect(breaker.state).toBe('open');
    expect(breaker.acquire()).toBeUndefined();
  });

  it('counts consecutive failures only: a success starts the count again', () => {
    const { breaker } = breakerAt(3);
    fail(breaker, 2);
    breaker.success();
    fail(breaker, 2);
    expect(breaker.state).toBe('closed');
    fail(breaker, 1);
    expect(breaker.state).toBe('open');
  });

  it('lets one probe through after the cool-down and fails the others fast meanwhile', () => {
    const { breaker, clock } = breakerAt(1, 1_000);
    fail(breaker, 1);
    clock.now = 999;
    expect(breaker.acquire()).toBeUndefined();
    clock.now = 1_000;
    expect(breaker.state).toBe('half-open');
    expect(breaker.acquire()).toBe('probe');
    expect(breaker.acquire()).toBeUndefined();
  });

  it('closes when the probe succeeds', () => {
    const { breaker, clock } = breakerAt(1, 1_000);
    fail(breaker, 1);
    clock.now = 1_500;
    expect(breaker.acquire()).toBe('probe');
    breaker.success();
    expect(breaker.state).toBe('closed');
    expect(breaker.acquire()).toBe('call');
  });

  it('opens for a new cool-down when the probe fails', () => {
    const { breaker, clock } = breakerAt(1, 1_000);
    fail(breaker, 1);
    clock.now = 1_500;
    expect(breaker.failure(breaker.acquire() ?? 'call')).toBe(true);
    expect(breaker.state).toBe('open');
    clock.now = 2_499;
    expect(breaker.acquire()).toBeUndefined();
    clock.now = 2_500;
    expect(breaker.acquire()).toBe('probe');
  });

  it('does not extend the cool-down for calls that were granted before it opened', () => {
    const { breaker, clock } = breakerAt(2, 1_000);
    const late = breaker.acquire() ?? 'call';
    fail(breaker, 2);
    clock.now = 900;
    expect(breaker.failure(late)).toBe(false);
    clock.now = 1_000;
    expect(breaker.acquire()).toBe('probe');
  });
});
