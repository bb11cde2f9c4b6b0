import type { AppError, ClosedAccounts } from '@deckforge/kit';
import { ErrorCode } from '@deckforge/proto';
import type { BillingConfig } from '../config';
import type {
  AppendOutcome,
  LedgerRepository,
  NewLedgerEntry,
  Reservation,
} from './ledger.repository';
import { LedgerService } from './ledger.service';

/**
 * The ledger's rules over an in-memory ledger that keeps the repository's promises (an
 * idempotency key applies once, a debit the balance does not cover is refused). The SQL that
 * keeps those promises under concurrency is tested on PostgreSQL in test/integration/ledger.spec.ts.
 */
class InMemoryLedger {
  readonly entries: NewLedgerEntry[] = [];
  readonly reservations = new Map<string, Reservation>();

  transaction = <T>(work: (manager: never) => Promise<T>) => work(undefined as never);
  balance = async (userId: string) =>
    this.entries
      .filter((entry) => entry.userId === userId)
      .reduce((sum, entry) => sum + entry.amountHundredths, 0);
  append = async (_manager: unknown, entry: NewLedgerEntry): Promise<AppendOutcome> => {
    const balanceHundredths = await this.balance(entry.userId);
    if (this.entries.some((known) => known.idempotencyKey === entry.idempotencyKey))
      return { outcome: 'duplicate', balanceHundredths };
    if (balanceHundredths + entry.amountHundredths < 0)
      return { outcome: 'insufficient', balanceHundredths };
    this.entries.push(entry);
    return { outcome: 'applied', balanceHundredths: balanceHundredths + entry.amountHundredths };
  };
  insertReservation = async (
    _manager: unknown,
    request: { jobId: string; userId: string; amountHundredths: number },
  ) => {
    if (this.reservations.has(request.jobId)) return false;
    this.reservations.set(request.jobId, { ...request, state: 'held' });
    return true;
  };
  hasEntry = async (_manager: unknown, key: string) =>
    this.entries.some((entry) => entry.idempotencyKey === key);
  lockReservation = async (_manager: unknown, jobId: string) => this.reservations.get(jobId);
  settleReservation = async (_manager: unknown, jobId: string, state: 'committed' | 'released') => {
    this.reservations.get(jobId)!.state = state;
  };
  insertReleasedMarker = async (_manager: unknown, jobId: string) => {
    this.reservations.set(jobId, { jobId, userId: null, amountHundredths: 0, state: 'released' });
  };
}

const USER = 'user-1';
const EMAIL = 'ann.lee@example.org';

function setUp() {
  const ledger = new InMemoryLedger();
  const closedAccounts = { assertOpen: async () => undefined } as unknown as ClosedAccounts;
  const config = { HOLD_EXPIRY_SECONDS: 600 } as BillingConfig;
  const sut = new LedgerService(ledger as unknown as LedgerRepository, closedAccounts, config);
  return { sut, ledger };
}

const reserve = (amountHundredths: number, jobId = 'job-1') => ({
  jobId,
  userId: USER,
  amountHundredths,
});

describe(LedgerService.name, () => {
  it('grants the welcome credits once, however often the registration arrives', async () => {
    const { sut } = setUp();
    expect(await sut.grantWelcomeCredits(USER, EMAIL)).toBe(true);
    expect(await sut.grantWelcomeCredits(USER, EMAIL)).toBe(false);
    expect(await sut.balanceHundredths(USER)).toBe(1000);
  });

  it('grants the welcome credits once per mailbox, to the first account of it', async () => {
    const { sut } = setUp();
    expect(await sut.grantWelcomeCredits('user-a', 'Ann.Lee@gmail.com')).toBe(true);
    expect(await sut.grantWelcomeCredits('user-b', 'annlee+second@gmail.com')).toBe(false);
    expect(await sut.grantWelcomeCredits('user-c', 'a.n.n.lee@googlemail.com')).toBe(false);
    expect(await sut.grantWelcomeCredits('user-d', 'annlee@example.org')).toBe(true);
    expect(await sut.balanceHundredths('user-b')).toBe(0);
  });

  it('does not grant again an account granted under the per-account key of before', async () => {
    const { sut, ledger } = setUp();
    ledger.entries.push({
      userId: USER,
      kind: 'grant',
      amountHundredths: 1000,
      idempotencyKey: `grant:welcome:${USER}`,
      description: 'Welcome credits',
    });
    expect(await sut.grantWelcomeCredits(USER, EMAIL)).toBe(false);
    expect(await sut.balanceHundredths(USER)).toBe(1000);
  });

  it('refuses a hold the balance does not cover, saying what is missing, and holds nothing', async () => {
    const { sut, ledger } = setUp();
    await sut.grantWelcomeCredits(USER, EMAIL);
    const refusal = await sut.reserve(reserve(1250)).catch((error: AppError) => error);
    expect(refusal).toMatchObject({
      code: ErrorCode.PaymentRequired,
      message:
        'Not enough credits: this presentation costs 12.50 credits and your balance is 10 credits. Please buy at least 2.50 credits more.',
    });
    expect(await sut.balanceHundredths(USER)).toBe(1000);
    expect(ledger.entries.map((entry) => entry.kind)).toEqual(['grant']);
  });

  it('spends a hold once: a repeated commit changes nothing and a later release keeps it spent', async () => {
    const { sut } = setUp();
    await sut.grantWelcomeCredits(USER, EMAIL);
    await expect(sut.reserve(reserve(300))).resolves.toMatchObject({ balanceHundredths: 700 });
    await expect(sut.reserve(reserve(300))).resolves.toMatchObject({ reservedHundredths: 300 });
    await sut.commit('job-1');
    await sut.commit('job-1');
    await expect(sut.release('job-1')).resolves.toEqual({ jobId: 'job-1', state: 'committed' });
    expect(await sut.balanceHundredths(USER)).toBe(700);
  });

  it('gives a released hold back once, and never lets its job hold or spend credits again', async () => {
    const { sut } = setUp();
    await sut.grantWelcomeCredits(USER, EMAIL);
    await sut.reserve(reserve(300));
    await sut.release('job-1');
    await sut.release('job-1');
    expect(await sut.balanceHundredths(USER)).toBe(1000);
    await expect(sut.reserve(reserve(300))).rejects.toMatchObject({ code: ErrorCode.Conflict });
    await expect(sut.commit('job-1')).rejects.toMatchObject({ code: ErrorCode.Conflict });
  });

  it('refuses a hold for a job whose release came first (a late reserve after a cancel)', async () => {
    const { sut } = setUp();
    await sut.grantWelcomeCredits(USER, EMAIL);
    await expect(sut.release('job-2')).resolves.toEqual({ jobId: 'job-2', state: 'released' });
    await expect(sut.reserve(reserve(100, 'job-2'))).rejects.toMatchObject({
      code: ErrorCode.Conflict,
    });
    expect(await sut.balanceHundredths(USER)).toBe(1000);
  });

  it('refuses the same job id holding a different amount', async () => {
    const { sut } = setUp();
    await sut.grantWelcomeCredits(USER, EMAIL);
    await sut.reserve(reserve(300));
    await expect(sut.reserve(reserve(400))).rejects.toMatchObject({ code: ErrorCode.Conflict });
  });

  it('never adjusts a balance below zero', async () => {
    const { sut } = setUp();
    await sut.grantWelcomeCredits(USER, EMAIL);
    await expect(
      sut.adjust({ userId: USER, amountHundredths: -1001, reason: 'Correction', key: 'k1' }),
    ).rejects.toMatchObject({ code: ErrorCode.Conflict });
    expect(await sut.balanceHundredths(USER)).toBe(1000);
  });
});
