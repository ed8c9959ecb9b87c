import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, two passes, one lane. The library's default algorithm is argon2id.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verified against when the account does not exist, so that an unknown email takes as long to refuse
// as a wrong password and the timing does not tell which emails have accounts.
let decoyHash: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; false for a missing or unreadable hash. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword('decoy password of no account');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
