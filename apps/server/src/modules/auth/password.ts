import { hash, verify, type Algorithm } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimum: 19 MiB of memory, 2 passes, 1 lane.
// Algorithm is a const enum that cannot be read at runtime under verbatimModuleSyntax; 2 is its
// Argon2id member (the tests check the hash says argon2id).
const OPTIONS = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes a password for storage; the result carries its salt and parameters. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

/** True when the password matches the stored hash; false (never an error) for a malformed hash. */
export async function verifyPassword(storedHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}
