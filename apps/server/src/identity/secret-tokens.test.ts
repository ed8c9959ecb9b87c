import { describe, expect, it } from 'vitest';
import { hashSecretToken, isWellFormedToken, newSecretToken } from './secret-tokens';

describe('secret tokens', () => {
  it('are 32 random bytes in base64url, never the same twice', () => {
    const tokens = new Set(Array.from({ length: 100 }, newSecretToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(isWellFormedToken(token)).toBe(true);
    }
  });

  it('are stored as a SHA-256 hash that does not contain them', () => {
    const token = newSecretToken();
    expect(hashSecretToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecretToken(token)).toBe(hashSecretToken(token));
    expect(hashSecretToken(token)).not.toContain(token);
  });

  it('refuses anything that cannot be a token', () => {
    for (const bad of ['', 'short', `${'a'.repeat(43)}=`, 'a'.repeat(44), `${'a'.repeat(42)} `, `${'a'.repeat(42)}/`]) {
      expect(isWellFormedToken(bad)).toBe(false);
    }
  });
});
