// The tests' authenticator (tests/support/totp.ts) against RFC 6238's published SHA-1 vectors.
import { describe, expect, it } from 'vitest';
import { base32Decode, totp } from '../support/totp.ts';

// RFC 6238 appendix B: the ASCII secret "12345678901234567890", base32-encoded
const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('totp', () => {
  it('decodes base32 secrets', () => {
    expect(base32Decode(SECRET).toString('ascii')).toBe('12345678901234567890');
    expect(() => base32Decode('abc1')).toThrow(/invalide/);
  });
  it('matches the RFC 6238 vectors', () => {
    expect(totp(SECRET, 59_000, 30, 8)).toBe('94287082');
    expect(totp(SECRET, 1111111109_000, 30, 8)).toBe('07081804');
    expect(totp(SECRET, 2000000000_000, 30, 8)).toBe('69279037');
    expect(totp(SECRET, 59_000)).toBe('287082');
  });
});
