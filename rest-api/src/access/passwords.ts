import bcrypt from 'bcryptjs';

const COST = 10;
/** bcrypt's lowest cost: only ever for the tests' seeded databases (withTestPasswordCost). */
const TEST_COST = 4;
/** The hash of a random value nobody kept: compared against when the e-mail is unknown, so both refusals take as long. */
const UNKNOWN_USER_HASH = '$2b$10$TuEBq.W4cVoo9AZafwsiEOmKM5zaHq4CPfpXZZgO9oMOB.RI.KD.e';

let cost = COST;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, cost);
}

/**
 * For tests only (rest-api/src/db/snapshot.ts, which seeds the database every test copies): the demo accounts'
 * hashes made during `work` use bcrypt's lowest cost, so each of the suites' hundreds of sign-ins checks its
 * password in milliseconds instead of a tenth of a second of CPU. No service calls it: their hashes keep COST.
 */
export async function withTestPasswordCost<T>(work: () => Promise<T>): Promise<T> {
  cost = TEST_COST;
  try {
    return await work();
  } finally {
    cost = COST;
  }
}

/** Checks a password against a stored hash; without one, spends the same time and refuses. */
export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? UNKNOWN_USER_HASH);
  return matches && hash !== undefined;
}
