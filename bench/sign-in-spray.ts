/**
 * The sign-in limiter's memory counter (rest-api's, and the gateway's without Redis) under a spray
 * of failed sign-ins, each from a new address with a new e-mail: time and heap growth, bounded
 * (100,000 windows) against unbounded. No server: the rule and its counter only.
 * Run with `node --expose-gc --import tsx bench/sign-in-spray.ts` for exact heap numbers.
 */
import { DEFAULT_SIGN_IN_LIMITS, memoryCounter, signInLimiter } from '../schema/src/sign-in-limits.ts';

const SIGN_INS = 300_000;
const collect = () => (globalThis as { gc?: () => void }).gc?.();

for (const [label, maxKeys] of [['bounded (default)', undefined], ['unbounded', Number.POSITIVE_INFINITY]] as const) {
  const limiter = signInLimiter(memoryCounter({ maxKeys }), DEFAULT_SIGN_IN_LIMITS);
  collect();
  const before = process.memoryUsage().heapUsed;
  const started = performance.now();
  for (let index = 0; index < SIGN_INS; index += 1) {
    const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
    const email = `spray${index}@exemple.ma`;
    await limiter.admit(address, email);
    await limiter.failed(address, email);
  }
  const elapsed = performance.now() - started;
  collect();
  const grown = process.memoryUsage().heapUsed - before;
  // Still in use after the measure, so the collector cannot take it early.
  await limiter.admit('10.0.0.0', 'fin@exemple.ma');
  console.log(`${label}: ${SIGN_INS.toLocaleString('en')} failed sign-ins in ${Math.round(elapsed)} ms, heap +${Math.round(grown / 1e6)} MB`);
}
