import { ErrorCode, RequestCode, type SignedIn } from '@deckforge/proto';
import type { DataSource } from 'typeorm';
import { IdentityMessages } from '../identity-messages';
import type { PasswordHasher } from '../users/password.hasher';
import type { AccountGuard } from '../security/account.guard';
import type { FailedAttempts } from '../security/failed-attempts.service';
import type { SignupProofs } from '../security/signup-proofs.service';
import type { User } from '../users/user.entity';
import type { UsersRepository } from '../users/users.repository';
import type { CodeMailer } from '../verification/verification-code.mailer';
import type { VerificationCodesRepository } from '../verification/verification-codes.repository';
import type { AccessTokenSigner } from './access-token.signer';
import type { RefreshTokensRepository } from './refresh-tokens.repository';
import type { SessionIssuer } from './session.issuer';
import { RefreshSession } from './refresh-session.use-case';
import { SignIn } from './sign-in.use-case';

/**
 * The sign-in rules with identity's collaborators replaced by fakes: what a right or wrong
 * password learns, and what changes while the account's failed-attempt budget is spent. The
 * whole flow through the gateway is in gateway/test (user-session, hardening/guessing).
 */
const PASSWORD = 'Correct#Horse1';
const client = { ip: '127.0.0.1', userAgent: 'jest' };

function setUp(user: Partial<User> | undefined, options: { coolDown?: boolean } = {}) {
  const account = user && ({ id: 'user-1', email: 'ada@example.com', ...user } as User);
  const events: string[] = [];
  const fake = <T>(members: object) => members as T;
  const dataSource = fake<DataSource>({
    transaction: (work: (manager: unknown) => unknown) => work({}),
  });
  const users = fake<UsersRepository>({
    findByEmail: async () => account,
    update: async () => undefined,
  });
  const sut = new SignIn(
    dataSource,
    users,
    fake<PasswordHasher>({
      check: async (_hash: string | undefined, password: string) => ({
        matches: password === PASSWORD,
        needsRehash: false,
      }),
    }),
    fake<SessionIssuer>({
      start: async () => {
        events.push('signed in');
        return { message: 'ok' } as SignedIn;
      },
    }),
    fake<AccountGuard>({
      coolDownUntil: async () => (options.coolDown ? new Date(Date.now() + 60_000) : undefined),
      takeCodeMail: async () => ({ allowed: true }),
    }),
    fake<FailedAttempts>({ record: async () => void events.push('failure counted') }),
    fake<SignupProofs>({ issue: () => 'proof' }),
    fake<VerificationCodesRepository>({ check: async () => false }),
    fake<CodeMailer>({ send: async () => void events.push('code mailed') }),
  );
  const refresh = new RefreshSession(
    dataSource,
    users,
    fake<RefreshTokensRepository>({ rotate: async () => ({ outcome: 'reused' }) }),
    fake<AccessTokenSigner>({}),
  );
  return { sut, refresh, events };
}

const login = (password: string, code?: string) => ({
  email: 'ada@example.com',
  password,
  ...(code ? { code } : {}),
});

describe(SignIn.name, () => {
  it('signs in with the right password', async () => {
    const { sut, events } = setUp({ passwordHash: 'hash', emailVerifiedAt: new Date() });
    await sut.execute(login(PASSWORD), client);
    expect(events).toEqual(['signed in']);
  });

  it('answers a wrong password and an unknown e-mail alike, and counts the failure', async () => {
    for (const user of [{ passwordHash: 'hash', emailVerifiedAt: new Date() }, undefined]) {
      const { sut, events } = setUp(user);
      await expect(sut.execute(login('Wrong#Pass1'), client)).rejects.toMatchObject({
        code: ErrorCode.Unauthenticated,
        message: IdentityMessages.invalidCredentials,
      });
      expect(events).toEqual(['failure counted']);
    }
  });

  it('tells only the right password that the address still needs verifying', async () => {
    const { sut } = setUp({ passwordHash: 'hash', emailVerifiedAt: null });
    await expect(sut.execute(login(PASSWORD), client)).rejects.toMatchObject({
      code: ErrorCode.Forbidden,
      requestCode: RequestCode.VerifyEmail,
    });
  });

  it('refuses a deactivated account that knows its password', async () => {
    const { sut, events } = setUp({
      passwordHash: 'hash',
      emailVerifiedAt: new Date(),
      deactivatedAt: new Date(),
    });
    await expect(sut.execute(login(PASSWORD), client)).rejects.toMatchObject({
      code: ErrorCode.Forbidden,
      message: IdentityMessages.accountDeactivated,
    });
    expect(events).toEqual([]);
  });

  it('during a cool-down mails the owner a sign-in code for the right password, and answers a wrong one the same', async () => {
    const owner = setUp({ passwordHash: 'hash', emailVerifiedAt: new Date() }, { coolDown: true });
    const confirm = { code: ErrorCode.RateLimited, requestCode: RequestCode.ConfirmSignIn };
    await expect(owner.sut.execute(login(PASSWORD), client)).rejects.toMatchObject(confirm);
    await new Promise((resolve) => setImmediate(resolve));
    expect(owner.events).toEqual(['code mailed']);

    const guesser = setUp(
      { passwordHash: 'hash', emailVerifiedAt: new Date() },
      { coolDown: true },
    );
    await expect(guesser.sut.execute(login('Wrong#Pass1'), client)).rejects.toMatchObject(confirm);
    expect(guesser.events).toEqual(['failure counted']);
  });
});

describe(RefreshSession.name, () => {
  it('ends the session when a rotated refresh token is used again', async () => {
    const { refresh } = setUp({ passwordHash: 'hash', emailVerifiedAt: new Date() });
    await expect(refresh.execute('ada@example.com', 'stolen', client)).rejects.toMatchObject({
      code: ErrorCode.Unauthenticated,
      message: IdentityMessages.sessionRevoked,
    });
  });
});
