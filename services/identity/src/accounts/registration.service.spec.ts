import type { Outbox } from '@deckforge/kit';
import { ErrorCode } from '@deckforge/proto';
import type { DataSource } from 'typeorm';
import type { IdentityConfig } from '../config';
import type { Mailer } from '../mail/mail.mailer';
import type { PasswordHasher } from '../users/password.hasher';
import type { AccountGuard } from '../security/account.guard';
import type { SignupProofs } from '../security/signup-proofs.service';
import type { User } from '../users/user.entity';
import type { UsersRepository } from '../users/users.repository';
import type { CodeMailer } from '../verification/verification-code.mailer';
import { RegistrationService } from './registration.service';

/**
 * Sign-up's rules with its collaborators replaced by fakes: every address gets the same answer,
 * and only the mail that follows differs. Real servers: gateway/test/hardening/enumeration.spec.ts.
 */
type Existing = Partial<User> | undefined;

function setUp(existing: Existing, guard: { mailsLeft?: boolean; coolDown?: boolean } = {}) {
  const events: string[] = [];
  const account = existing && ({ id: 'user-1', email: 'ada@example.com', ...existing } as User);
  const fake = <T>(members: object) => members as T;
  const sut = new RegistrationService(
    fake<IdentityConfig>({ PUBLIC_URL: 'http://localhost:3000' }),
    fake<DataSource>({ transaction: (work: (manager: unknown) => unknown) => work({}) }),
    fake<UsersRepository>({
      findByEmail: async () => account,
      insert: async (_manager: unknown, user: Partial<User>) => {
        events.push('account created');
        return { id: 'user-2', createdAt: new Date(), ...user };
      },
      update: async () => void events.push('name and password replaced'),
    }),
    fake<PasswordHasher>({ hash: async () => 'hash' }),
    fake<AccountGuard>({
      takeCodeMail: async () => ({ allowed: guard.mailsLeft ?? true, retryAfterSeconds: 600 }),
      newCodeIssued: async () => undefined,
      coolDownUntil: async () => (guard.coolDown ? new Date(Date.now() + 60_000) : undefined),
    }),
    fake<SignupProofs>({ issue: () => 'proof' }),
    fake<CodeMailer>({ send: async () => void events.push('verification code mailed') }),
    fake<Mailer>({ send: async () => void events.push('owner told of the attempt') }),
    fake<Outbox>({
      record: async (_manager: unknown, event: { name: string }) =>
        void events.push(`event ${event.name}`),
      publishSoon: () => undefined,
    }),
  );
  return { sut, events };
}

const signUp = { name: 'Ada', email: 'ada@example.com', password: 'Correct#Horse1' };
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe(RegistrationService.name, () => {
  it.each<[string, Existing, string[]]>([
    [
      'a new address',
      undefined,
      ['account created', 'event user.registered', 'verification code mailed'],
    ],
    [
      'a never-verified address',
      { emailVerifiedAt: null },
      ['name and password replaced', 'verification code mailed'],
    ],
    ['a verified address', { emailVerifiedAt: new Date() }, ['owner told of the attempt']],
    ['a deactivated address', { deactivatedAt: new Date() }, ['owner told of the attempt']],
  ])('answers %s like any other, and only the mail differs', async (_label, existing, mail) => {
    const { sut, events } = setUp(existing);
    const answer = await sut.register(signUp);
    await settle();
    expect(answer).toEqual({
      message: expect.any(String),
      email: signUp.email,
      signupProof: 'proof',
    });
    expect(events).toEqual(mail);
  });

  it('gives every address the same sign-up answer text', async () => {
    const answers = await Promise.all(
      [undefined, { emailVerifiedAt: new Date() }, { deactivatedAt: new Date() }].map((existing) =>
        setUp(existing).sut.register(signUp),
      ),
    );
    expect(new Set(answers.map((answer) => answer.message)).size).toBe(1);
  });

  it('mails no code once the address has had its codes for the hour, and says when to retry', async () => {
    const { sut, events } = setUp({ emailVerifiedAt: null }, { mailsLeft: false });
    await expect(sut.sendEmail(signUp.email, 'verificationEmail')).rejects.toMatchObject({
      code: ErrorCode.RateLimited,
    });
    await settle();
    expect(events).toEqual([]);
  });

  it('mails no code during the address’s cool-down', async () => {
    const { sut, events } = setUp({ emailVerifiedAt: null }, { coolDown: true });
    await expect(sut.sendEmail(signUp.email, 'forgotPasswordEmail')).rejects.toMatchObject({
      code: ErrorCode.RateLimited,
    });
    await settle();
    expect(events).toEqual([]);
  });
});
