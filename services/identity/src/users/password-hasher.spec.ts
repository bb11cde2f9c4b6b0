import type { IdentityConfig } from '../config';
import { PasswordHasher } from './password.hasher';

const withCost = (memoryKib: number, timeCost: number) =>
  new PasswordHasher({
    ARGON2_MEMORY_KIB: memoryKib,
    ARGON2_TIME_COST: timeCost,
    ARGON2_PARALLELISM: 1,
  } as IdentityConfig);

describe(PasswordHasher.name, () => {
  const sut = withCost(8192, 1);

  it('hashes with argon2id and the configured cost', async () => {
    expect(await sut.hash('Secret1!')).toMatch(/^\$argon2id\$v=19\$m=8192,p=1,t=1\$/);
  });

  it('accepts the right password only', async () => {
    const hash = await sut.hash('Secret1!');
    expect(await sut.check(hash, 'Secret1!')).toEqual({ matches: true, needsRehash: false });
    expect(await sut.check(hash, 'secret1!')).toEqual({ matches: false, needsRehash: false });
  });

  it('refuses every password when there is no hash (unknown account, Google-only account)', async () => {
    expect(await sut.check(null, 'not a password of anyone')).toEqual({
      matches: false,
      needsRehash: false,
    });
  });

  it('asks for a new hash when the configured cost changed', async () => {
    const old = await withCost(8192, 1).hash('Secret1!');
    expect(await withCost(9216, 2).check(old, 'Secret1!')).toEqual({
      matches: true,
      needsRehash: true,
    });
  });

  it('treats a corrupt stored hash as a mismatch, not a crash', async () => {
    expect(await sut.check('$argon2id$garbage', 'Secret1!')).toEqual({
      matches: false,
      needsRehash: false,
    });
  });
});
