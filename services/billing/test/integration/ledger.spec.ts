import { randomUUID } from 'node:crypto';
import type { AppError } from '@deckforge/kit';
import { BillingRpc, ErrorCode, IdentityEvents } from '@deckforge/proto';
import { LedgerService } from '../../src/ledger/ledger.service';
import { eventually } from '@deckforge/kit/testing';
import { BillingHarness, handledCount } from '../support/billing-harness';

const registered = (userId: string) => ({
  userId,
  email: `${userId.slice(0, 8)}@example.com`,
  name: 'Ada',
  occurredAt: new Date().toISOString(),
});

describe('the credit ledger over RabbitMQ and PostgreSQL', () => {
  let billing: BillingHarness;

  /** A user who registered and got the 10 free credits. */
  async function registeredUser(): Promise<string> {
    const userId = randomUUID();
    await billing.service.app
      .get(LedgerService)
      .grantWelcomeCredits(userId, `${userId}@example.com`);
    return userId;
  }

  beforeAll(async () => {
    billing = await BillingHarness.start();
  }, 60_000);

  afterAll(async () => {
    await billing?.expectLedgerConsistent();
    await billing?.close();
  });

  it('grants 10 free credits on user.registered, once however often the event arrives', async () => {
    const userId = randomUUID();
    const handledBefore = await handledCount(IdentityEvents.userRegistered.name);
    await billing.client.emit(IdentityEvents.userRegistered, registered(userId));
    await eventually(async () =>
      expect(await billing.client.send(BillingRpc.balance, { userId })).toEqual({
        creditBalance: 10,
        message: 'Credit balance fetched successfully',
      }),
    );

    // At-least-once delivery: the same event again, several times and at once.
    await Promise.all(
      Array.from({ length: 5 }, () =>
        billing.client.emit(IdentityEvents.userRegistered, registered(userId)),
      ),
    );
    await eventually(async () =>
      expect(await handledCount(IdentityEvents.userRegistered.name)).toBe(handledBefore + 6),
    );
    expect(await billing.balanceHundredths(userId)).toBe(1000);
    expect(await billing.entries(userId)).toEqual([
      {
        kind: 'grant',
        amount: 1000,
        key: expect.stringMatching(/^grant:welcome:mailbox:[0-9a-f]{64}$/),
      },
    ]);
  });

  it('grants the starting credits once per mailbox: plus-addresses and dotted variants get none', async () => {
    const name = `ann.lee.${randomUUID().slice(0, 8)}`;
    const signUps = [
      `${name}@gmail.com`,
      `${name}+credits@gmail.com`,
      `${name.replace(/\./g, '')}@googlemail.com`,
      `${name.toUpperCase().replace(/\./g, '..')}+x@GMAIL.com`,
    ].map((email) => ({ ...registered(randomUUID()), email }));
    const handledBefore = await handledCount(IdentityEvents.userRegistered.name);
    for (const signUp of signUps) await billing.client.emit(IdentityEvents.userRegistered, signUp);
    await eventually(async () =>
      expect(await handledCount(IdentityEvents.userRegistered.name)).toBe(handledBefore + 4),
    );
    const balances = await Promise.all(
      signUps.map((signUp) => billing.balanceHundredths(signUp.userId)),
    );
    // Exactly one of them: the events are handled concurrently, so which one is not fixed.
    expect(balances.sort((a, b) => b - a)).toEqual([1000, 0, 0, 0]);
    // Another mailbox at the same provider is another person.
    const other = { ...registered(randomUUID()), email: `${name}.jr@gmail.com` };
    await billing.client.emit(IdentityEvents.userRegistered, other);
    await eventually(async () => expect(await billing.balanceHundredths(other.userId)).toBe(1000));
  });

  it('grants once when the grant runs many times concurrently', async () => {
    const userId = randomUUID();
    const ledger = billing.service.app.get(LedgerService);
    const granted = await Promise.all(
      Array.from({ length: 10 }, () => ledger.grantWelcomeCredits(userId, `${userId}@example.com`)),
    );
    expect(granted.filter(Boolean)).toHaveLength(1);
    expect(await billing.balanceHundredths(userId)).toBe(1000);
  });

  it('answers a balance of 0 for a user it has never seen', async () => {
    expect(await billing.client.send(BillingRpc.balance, { userId: randomUUID() })).toMatchObject({
      creditBalance: 0,
    });
  });

  it('lets exactly 10 of 50 concurrent 1-credit reserves through a 10-credit balance', async () => {
    const userId = await registeredUser();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        billing.client.send(BillingRpc.reserve, {
          jobId: randomUUID(),
          userId,
          amountHundredths: 100,
        }),
      ),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(succeeded).toHaveLength(10);
    // Each success saw a different balance: they queued on the account row, one at a time.
    expect(succeeded.map((result) => result.value.balanceHundredths).sort((a, b) => a - b)).toEqual(
      [0, 100, 200, 300, 400, 500, 600, 700, 800, 900],
    );
    for (const result of refused) {
      expect(result.reason).toMatchObject({ code: ErrorCode.PaymentRequired });
      expect((result.reason as AppError).details).toMatchObject({ requiredHundredths: 100 });
    }
    expect(await billing.balanceHundredths(userId)).toBe(0);
    const { rows } = await billing.sql.query<{ held: string }>(
      "SELECT count(*) AS held FROM reservations WHERE user_id = $1 AND state = 'held'",
      [userId],
    );
    expect(Number(rows[0].held)).toBe(10);
    expect(
      (await billing.entries(userId)).filter((entry) => entry.kind === 'reserve'),
    ).toHaveLength(10);
  });

  it('refuses a reserve the balance does not cover, saying what is missing, and changes nothing', async () => {
    const userId = await registeredUser();
    const jobId = randomUUID();
    const refusal = billing.client.send(BillingRpc.reserve, {
      jobId,
      userId,
      amountHundredths: 1250,
    });
    await expect(refusal).rejects.toMatchObject({
      code: ErrorCode.PaymentRequired,
      message:
        'Not enough credits: this presentation costs 12.50 credits and your balance is 10 credits. Please buy at least 2.50 credits more.',
      details: { requiredHundredths: 1250, balanceHundredths: 1000, missingHundredths: 250 },
    });
    expect(await billing.balanceHundredths(userId)).toBe(1000);
    expect(await billing.entries(userId)).toHaveLength(1);
    const { rows } = await billing.sql.query('SELECT 1 FROM reservations WHERE job_id = $1', [
      jobId,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('answers a replayed reserve the same way and holds the credits once', async () => {
    const userId = await registeredUser();
    const jobId = randomUUID();
    const request = { jobId, userId, amountHundredths: 300 };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => billing.client.send(BillingRpc.reserve, request)),
    );
    for (const answer of answers) {
      expect(answer).toEqual({ jobId, reservedHundredths: 300, balanceHundredths: 700 });
    }
    expect(await billing.balanceHundredths(userId)).toBe(700);

    await expect(
      billing.client.send(BillingRpc.reserve, { ...request, amountHundredths: 400 }),
    ).rejects.toMatchObject({ code: ErrorCode.Conflict });
    await expect(
      billing.client.send(BillingRpc.reserve, { ...request, userId: randomUUID() }),
    ).rejects.toMatchObject({ code: ErrorCode.Conflict });
    expect(await billing.balanceHundredths(userId)).toBe(700);
  });

  it('commits once however often commit is replayed; a committed job cannot be released', async () => {
    const userId = await registeredUser();
    const jobId = randomUUID();
    await billing.client.send(BillingRpc.reserve, { jobId, userId, amountHundredths: 250 });

    const commits = await Promise.all(
      Array.from({ length: 5 }, () => billing.client.send(BillingRpc.commit, { jobId })),
    );
    for (const answer of commits) expect(answer).toEqual({ jobId, state: 'committed' });
    expect(await billing.client.send(BillingRpc.release, { jobId })).toEqual({
      jobId,
      state: 'committed',
    });
    expect(await billing.balanceHundredths(userId)).toBe(750);
    expect((await billing.entries(userId)).map((entry) => entry.kind)).toEqual([
      'grant',
      'reserve',
      'commit',
    ]);
  });

  it('releases once however often release is replayed; a released job cannot be charged', async () => {
    const userId = await registeredUser();
    const jobId = randomUUID();
    await billing.client.send(BillingRpc.reserve, { jobId, userId, amountHundredths: 400 });
    expect(await billing.balanceHundredths(userId)).toBe(600);

    const releases = await Promise.all(
      Array.from({ length: 5 }, () => billing.client.send(BillingRpc.release, { jobId })),
    );
    for (const answer of releases) expect(answer).toEqual({ jobId, state: 'released' });
    expect(await billing.balanceHundredths(userId)).toBe(1000);

    await expect(billing.client.send(BillingRpc.commit, { jobId })).rejects.toMatchObject({
      code: ErrorCode.Conflict,
    });
    await expect(
      billing.client.send(BillingRpc.reserve, { jobId, userId, amountHundredths: 400 }),
    ).rejects.toMatchObject({ code: ErrorCode.Conflict });
    expect(await billing.balanceHundredths(userId)).toBe(1000);
    expect((await billing.entries(userId)).map((entry) => entry.kind)).toEqual([
      'grant',
      'reserve',
      'release',
    ]);
  });

  it('refuses a reserve that arrives after its job was released (a late message)', async () => {
    const userId = await registeredUser();
    const jobId = randomUUID();
    expect(await billing.client.send(BillingRpc.release, { jobId })).toEqual({
      jobId,
      state: 'released',
    });
    await expect(
      billing.client.send(BillingRpc.reserve, { jobId, userId, amountHundredths: 100 }),
    ).rejects.toMatchObject({ code: ErrorCode.Conflict });
    expect(await billing.balanceHundredths(userId)).toBe(1000);
  });

  it('answers 404 for committing a job that holds nothing', async () => {
    await expect(
      billing.client.send(BillingRpc.commit, { jobId: randomUUID() }),
    ).rejects.toMatchObject({ code: ErrorCode.NotFound });
  });

  it('refuses malformed calls naming the field', async () => {
    await expect(
      billing.client.send(BillingRpc.reserve, {
        jobId: 'job-1',
        userId: randomUUID(),
        amountHundredths: 100,
      }),
    ).rejects.toMatchObject({ code: ErrorCode.Validation, message: 'jobId is not a valid id' });
    await expect(
      billing.client.send(BillingRpc.reserve, {
        jobId: randomUUID(),
        userId: randomUUID(),
        amountHundredths: -5,
      }),
    ).rejects.toMatchObject({ code: ErrorCode.Validation });
  });

  it('applies an adjustment once per key and never below zero', async () => {
    const userId = await registeredUser();
    const goodwill = { userId, amountHundredths: 500, reason: 'Goodwill credits', key: 'ticket-1' };
    expect(await billing.client.send(BillingRpc.adjust, goodwill)).toEqual({
      applied: true,
      balanceHundredths: 1500,
    });
    expect(await billing.client.send(BillingRpc.adjust, goodwill)).toEqual({
      applied: false,
      balanceHundredths: 1500,
    });
    await expect(
      billing.client.send(BillingRpc.adjust, {
        userId,
        amountHundredths: -1600,
        reason: 'Refund taken back',
        key: 'ticket-2',
      }),
    ).rejects.toMatchObject({ code: ErrorCode.Conflict });
    expect(await billing.balanceHundredths(userId)).toBe(1500);
  });

  it('lists grants, spending and holds in progress, newest first, leaving out released holds', async () => {
    const userId = await registeredUser();
    const spent = randomUUID();
    const released = randomUUID();
    const inProgress = randomUUID();
    await billing.client.send(BillingRpc.reserve, { jobId: spent, userId, amountHundredths: 150 });
    await billing.client.send(BillingRpc.commit, { jobId: spent });
    await billing.client.send(BillingRpc.reserve, {
      jobId: released,
      userId,
      amountHundredths: 200,
    });
    await billing.client.send(BillingRpc.release, { jobId: released });
    await billing.client.send(BillingRpc.reserve, {
      jobId: inProgress,
      userId,
      amountHundredths: 75,
    });

    const history = await billing.client.send(BillingRpc.history, { userId });
    expect(history.data).toEqual([
      expect.objectContaining({ kind: 'reserve', credits: -0.75, reference: inProgress }),
      expect.objectContaining({
        kind: 'commit',
        credits: -1.5,
        reference: spent,
        description: 'Presentation generated',
      }),
      expect.objectContaining({ kind: 'grant', credits: 10, description: 'Welcome credits' }),
    ]);
    expect(Date.parse(history.data[0].occurredAt)).not.toBeNaN();
    expect((await billing.client.send(BillingRpc.history, { userId, limit: 1 })).data).toHaveLength(
      1,
    );
  });

  it('keeps ledger entries append-only', async () => {
    const userId = await registeredUser();
    await expect(
      billing.sql.query('UPDATE ledger_entries SET amount_hundredths = 1 WHERE user_id = $1', [
        userId,
      ]),
    ).rejects.toThrow(/append-only/);
    await expect(
      billing.sql.query('DELETE FROM ledger_entries WHERE user_id = $1', [userId]),
    ).rejects.toThrow(/append-only/);
    await expect(
      billing.sql.query('UPDATE accounts SET balance_hundredths = -1 WHERE user_id = $1', [userId]),
    ).rejects.toThrow(/check constraint/);
  });
});

describe('reservations that are neither committed nor released in time', () => {
  let billing: BillingHarness;

  beforeAll(async () => {
    billing = await BillingHarness.start({
      HOLD_EXPIRY_SECONDS: '1',
      HOLD_SWEEP_EVERY_MS: '100',
    });
    // A second replica sweeping the same table at the same time.
    await billing.addReplica();
  }, 60_000);

  afterAll(async () => {
    await billing?.expectLedgerConsistent();
    await billing?.close();
  });

  it('releases them automatically, exactly once with several replicas sweeping', async () => {
    const userId = randomUUID();
    await billing.service.app
      .get(LedgerService)
      .grantWelcomeCredits(userId, `${userId}@example.com`);
    const jobs = Array.from({ length: 20 }, () => randomUUID());
    await Promise.all(
      jobs.map((jobId) =>
        billing.client.send(BillingRpc.reserve, { jobId, userId, amountHundredths: 50 }),
      ),
    );

    await eventually(async () => expect(await billing.balanceHundredths(userId)).toBe(1000));
    const entries = await billing.entries(userId);
    expect(entries.filter((entry) => entry.kind === 'release')).toHaveLength(20);
    const { rows } = await billing.sql.query<{ description: string }>(
      "SELECT DISTINCT description FROM ledger_entries WHERE user_id = $1 AND kind = 'release'",
      [userId],
    );
    expect(rows).toEqual([
      { description: 'Credits returned: the presentation did not finish in time' },
    ]);

    // The job that finally finishes cannot be charged; a late release changes nothing.
    await expect(billing.client.send(BillingRpc.commit, { jobId: jobs[0] })).rejects.toMatchObject({
      code: ErrorCode.Conflict,
    });
    expect(await billing.client.send(BillingRpc.release, { jobId: jobs[0] })).toEqual({
      jobId: jobs[0],
      state: 'released',
    });
    expect(await billing.balanceHundredths(userId)).toBe(1000);
  });

  it('leaves a committed reservation alone', async () => {
    const userId = randomUUID();
    await billing.service.app
      .get(LedgerService)
      .grantWelcomeCredits(userId, `${userId}@example.com`);
    const jobId = randomUUID();
    await billing.client.send(BillingRpc.reserve, { jobId, userId, amountHundredths: 300 });
    await billing.client.send(BillingRpc.commit, { jobId });
    // Wait until the sweepers certainly looked at it: its expiry passed and a pass released
    // another (later) hold.
    const later = randomUUID();
    await billing.client.send(BillingRpc.reserve, { jobId: later, userId, amountHundredths: 100 });
    await eventually(async () => expect(await billing.balanceHundredths(userId)).toBe(700));
    expect((await billing.entries(userId)).map((entry) => entry.kind)).toEqual([
      'grant',
      'reserve',
      'commit',
      'reserve',
      'release',
    ]);
  });
});
