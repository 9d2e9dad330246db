export interface BreakerOptions {
  /** Consecutive upstream failures (refused, timed out, 5xx) that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit fails fast before letting one probe through. */
  coolDownMs: number;
}

/** Five failures in a row, five seconds of failing fast: long enough to stop queueing, short enough to notice a restart. */
export const DEFAULT_BREAKER: BreakerOptions = { failureThreshold: 5, coolDownMs: 5_000 };

export type BreakerState = 'closed' | 'open' | 'half-open';

/** What a granted call is: an ordinary call, or the one probe of a half-open circuit. */
export type Permit = 'call' | 'probe';

/**
 * A circuit breaker as a pure state machine over an injected clock. Closed: every call goes
 * through and consecutive failures are counted. Open: calls fail fast until the cool-down ends.
 * Half-open: one probe goes through; its success closes the circuit, its failure opens it again.
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | undefined;
  private probing = false;

  constructor(
    private readonly options: BreakerOptions,
    private readonly now: () => number = Date.now,
  ) {}

  get state(): BreakerState {
    if (this.openedAt === undefined) return 'closed';
    return this.now() - this.openedAt >= this.options.coolDownMs ? 'half-open' : 'open';
  }

  /** A permit to call upstream now, or undefined to fail fast. A permit ends with success() or failure(). */
  acquire(): Permit | undefined {
    switch (this.state) {
      case 'closed':
        return 'call';
      case 'open':
        return undefined;
      case 'half-open':
        if (this.probing) return undefined;
        this.probing = true;
        return 'probe';
    }
  }

  /** The upstream answered: whatever the circuit was, it is closed. */
  success(): void {
    this.failures = 0;
    this.openedAt = undefined;
    this.probing = false;
  }

  /** Records a failed call; true when this failure opened the circuit (threshold reached, or the probe failed). */
  failure(permit: Permit): boolean {
    if (permit === 'probe' && this.openedAt !== undefined) {
      this.probing = false;
      this.openedAt = this.now();
      return true;
    }
    // A call granted before the circuit opened adds nothing once it is open.
    if (this.openedAt !== undefined) return false;
    this.failures += 1;
    if (this.failures < this.options.failureThreshold) return false;
    this.openedAt = this.now();
    return true;
  }
}
