import { CodeHasher, hashOpaqueToken, newOpaqueToken, newVerificationCode } from './tokens';

describe('verification codes and opaque tokens', () => {
  const sut = new CodeHasher('a-server-secret-that-is-long-enough-for-tests');

  it('makes six-digit codes, leading zeros included', () => {
    const codes = Array.from({ length: 2000 }, newVerificationCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });

  it('matches a code only for the user and purpose it was made for', () => {
    const stored = sut.hash('user-1', 'email-verification', '012345');
    expect(sut.matches(stored, 'user-1', 'email-verification', '012345')).toBe(true);
    expect(sut.matches(stored, 'user-1', 'email-verification', '012346')).toBe(false);
    expect(sut.matches(stored, 'user-2', 'email-verification', '012345')).toBe(false);
    expect(sut.matches(stored, 'user-1', 'password-reset', '012345')).toBe(false);
  });

  it('keys the code hash with the server secret', () => {
    const other = new CodeHasher('another-server-secret-long-enough-for-tests');
    expect(other.hash('u', 'p', '123456')).not.toEqual(sut.hash('u', 'p', '123456'));
  });

  it('hands out 256-bit URL-safe tokens and stores only their hash', () => {
    const token = newOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashOpaqueToken(token)).toHaveLength(32);
    expect(hashOpaqueToken(token)).toEqual(hashOpaqueToken(token));
    expect(newOpaqueToken()).not.toBe(token);
  });
});
