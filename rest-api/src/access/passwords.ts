import bcrypt from 'bcryptjs';

const COST = 10;
/** The hash of a random value nobody kept: compared against when the e-mail is unknown, so both refusals take as long. */
const UNKNOWN_USER_HASH = '$2b$10$TuEBq.W4cVoo9AZafwsiEOmKM5zaHq4CPfpXZZgO9oMOB.RI.KD.e';

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

/** Checks a password against a stored hash; without one, spends the same time and refuses. */
export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? UNKNOWN_USER_HASH);
  return matches && hash !== undefined;
}
