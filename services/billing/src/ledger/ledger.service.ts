import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppError, APP_CONFIG, ClosedAccounts } from '@deckforge/kit';
import {
  describeCredits,
  formatCredits,
  HUNDREDTHS_PER_CREDIT,
  hundredthsToCredits,
  INITIAL_CREDITS,
  type LedgerHistoryItem,
  mailboxOf,
} from '@deckforge/proto';
import type { EntityManager } from 'typeorm';
import type { BillingConfig } from '../config';
import { LedgerRepository, type Reservation } from './ledger.repository';

export interface ReserveRequest {
  jobId: string;
  userId: string;
  amountHundredths: number;
}

export interface PurchaseCredit {
  userId: string;
  sessionId: string;
  credits: number;
  amountCents: number;
  currency: string;
  provider: string;
}

/**
 * The rules of the credit ledger: every change is an entry with an idempotency key, written in
 * the transaction that moves the balance, so a replayed call or event changes nothing and the
 * balance never goes below zero.
 */
@Injectable()
export class LedgerService {
  private readonly logger = new Logger(LedgerService.name);

  constructor(
    private readonly ledger: LedgerRepository,
    private readonly closedAccounts: ClosedAccounts,
    @Inject(APP_CONFIG) private readonly config: BillingConfig,
  ) {}

  /** From `user.deactivated`: from now on the account reserves and buys nothing (idempotent). */
  async closeAccount(userId: string): Promise<void> {
    await this.ledger.transaction((manager) => this.closedAccounts.close(manager, userId));
  }

  async balanceHundredths(userId: string): Promise<number> {
    return this.ledger.balance(userId);
  }

  /**
   * The 10 free credits: once per mailbox, however often `user.registered` arrives and however
   * many accounts sign up with variants of one address (`ann+1@`, `a.nn@gmail.com`: mailboxOf).
   * The key holds a hash of the mailbox, not the address. Accounts granted before the key was
   * per mailbox (`grant:welcome:<userId>`) are not granted again by a replayed event.
   */
  async grantWelcomeCredits(userId: string, email: string): Promise<boolean> {
    const mailbox = createHash('sha256').update(mailboxOf(email)).digest('hex');
    const result = await this.ledger.transaction(async (manager) => {
      if (await this.ledger.hasEntry(manager, `grant:welcome:${userId}`)) return undefined;
      return this.ledger.append(manager, {
        userId,
        kind: 'grant',
        amountHundredths: INITIAL_CREDITS * HUNDREDTHS_PER_CREDIT,
        idempotencyKey: `grant:welcome:mailbox:${mailbox}`,
        description: 'Welcome credits',
      });
    });
    if (result?.outcome === 'applied') this.logger.log(`Granted the welcome credits to ${userId}`);
    else this.logger.log(`No welcome credits for ${userId}: its mailbox had them already`);
    return result?.outcome === 'applied';
  }

  /** Credits a paid checkout session inside the caller's transaction (see PaymentSettlement). */
  async creditPurchase(manager: EntityManager, purchase: PurchaseCredit): Promise<boolean> {
    const result = await this.ledger.append(manager, {
      userId: purchase.userId,
      kind: 'purchase',
      amountHundredths: purchase.credits * 100,
      idempotencyKey: `purchase:${purchase.sessionId}`,
      sessionId: purchase.sessionId,
      description: `Bought ${describeCredits(purchase.credits * HUNDREDTHS_PER_CREDIT)}`,
      details: {
        amountCents: purchase.amountCents,
        currency: purchase.currency,
        provider: purchase.provider,
      },
    });
    return result.outcome === 'applied';
  }

  /**
   * Holds credits for a generation job. Replaying the same reserve answers the same; a job
   * whose hold was already released (or that was released before its reserve arrived) cannot
   * hold credits again.
   */
  async reserve(request: ReserveRequest) {
    return this.ledger.transaction(async (manager) => {
      await this.closedAccounts.assertOpen(manager, request.userId);
      const created = await this.ledger.insertReservation(manager, {
        ...request,
        ttlSeconds: this.config.HOLD_EXPIRY_SECONDS,
      });
      if (!created) {
        // The job's row exists (ON CONFLICT waited for its transaction to commit).
        const existing = await this.ledger.lockReservation(manager, request.jobId);
        if (!existing) throw new Error(`reservation of job ${request.jobId} vanished`);
        return this.replayedReserve(manager, existing, request);
      }
      const result = await this.ledger.append(manager, {
        userId: request.userId,
        kind: 'reserve',
        amountHundredths: -request.amountHundredths,
        idempotencyKey: `reserve:${request.jobId}`,
        jobId: request.jobId,
        description: 'Credits held for a presentation in progress',
      });
      if (result.outcome === 'insufficient') {
        throw shortage(request.amountHundredths, result.balanceHundredths);
      }
      return {
        jobId: request.jobId,
        reservedHundredths: request.amountHundredths,
        balanceHundredths: result.balanceHundredths,
      };
    });
  }

  /** Spends a job's hold. Idempotent; a hold that was released cannot be spent any more. */
  async commit(jobId: string): Promise<{ jobId: string; state: 'committed' }> {
    return this.ledger.transaction(async (manager) => {
      const reservation = await this.ledger.lockReservation(manager, jobId);
      if (!reservation || reservation.userId === null) {
        throw AppError.notFound(`No credits are reserved for job ${jobId}`);
      }
      if (reservation.state === 'released') {
        throw AppError.conflict(
          `The credits held for job ${jobId} were already released (the job was cancelled or ran out of time), so it cannot be charged`,
          { jobId, state: 'released' },
        );
      }
      if (reservation.state === 'held') {
        await this.ledger.append(manager, {
          userId: reservation.userId,
          kind: 'commit',
          amountHundredths: 0,
          idempotencyKey: `commit:${jobId}`,
          jobId,
          description: 'Presentation generated',
        });
        await this.ledger.settleReservation(manager, jobId, 'committed');
      }
      return { jobId, state: 'committed' as const };
    });
  }

  /** Gives a job's hold back. Idempotent; a committed job stays committed. */
  async release(jobId: string): Promise<{ jobId: string; state: 'released' | 'committed' }> {
    return this.ledger.transaction(async (manager) => {
      const reservation = await this.ledger.lockReservation(manager, jobId);
      if (!reservation) {
        await this.ledger.insertReleasedMarker(manager, jobId);
        return { jobId, state: 'released' as const };
      }
      if (reservation.state === 'held') {
        await this.giveBack(
          manager,
          reservation,
          'Credits returned: the presentation was not made',
        );
      }
      return { jobId, state: reservation.state === 'committed' ? 'committed' : 'released' };
    });
  }

  /**
   * Releases one hold whose time ran out, unless another replica or a late commit/release is
   * deciding it right now. True when this call released it.
   */
  async releaseExpired(jobId: string): Promise<boolean> {
    return this.ledger.transaction(async (manager) => {
      const reservation = await this.ledger.lockExpiredReservation(manager, jobId);
      if (!reservation) return false;
      await this.giveBack(
        manager,
        reservation,
        'Credits returned: the presentation did not finish in time',
      );
      this.logger.warn(`Released the expired reservation of job ${jobId}`);
      return true;
    });
  }

  async expiredReservations(limit: number): Promise<string[]> {
    return this.ledger.expiredReservationIds(limit);
  }

  /** An operator's correction; idempotent by key, never below zero. */
  async adjust(request: { userId: string; amountHundredths: number; reason: string; key: string }) {
    return this.ledger.transaction(async (manager) => {
      const result = await this.ledger.append(manager, {
        userId: request.userId,
        kind: 'adjustment',
        amountHundredths: request.amountHundredths,
        idempotencyKey: `adjustment:${request.key}`,
        description: request.reason,
      });
      if (result.outcome === 'insufficient') {
        throw AppError.conflict(
          `The adjustment would take the balance below zero (balance ${formatCredits(result.balanceHundredths)})`,
          { balanceHundredths: result.balanceHundredths },
        );
      }
      return {
        applied: result.outcome === 'applied',
        balanceHundredths: result.balanceHundredths,
      };
    });
  }

  async history(userId: string, limit: number): Promise<LedgerHistoryItem[]> {
    const rows = await this.ledger.history(userId, limit);
    return rows.map((row) => {
      // A commit moves nothing itself: what it spent is what its reservation held.
      const change = row.kind === 'commit' ? -(row.reservedHundredths ?? 0) : row.amountHundredths;
      const item: LedgerHistoryItem = {
        kind: row.kind,
        credits: hundredthsToCredits(change),
        description: row.description,
        occurredAt: row.createdAt.toISOString(),
      };
      const reference = row.sessionId ?? row.jobId;
      if (reference) item.reference = reference;
      const { amountCents, currency } = row.details;
      if (typeof amountCents === 'number' && typeof currency === 'string') {
        item.amount = amountCents / 100;
        item.currency = currency;
      }
      return item;
    });
  }

  private async giveBack(manager: EntityManager, reservation: Reservation, description: string) {
    await this.ledger.append(manager, {
      userId: reservation.userId!,
      kind: 'release',
      amountHundredths: reservation.amountHundredths,
      idempotencyKey: `release:${reservation.jobId}`,
      jobId: reservation.jobId,
      description,
    });
    await this.ledger.settleReservation(manager, reservation.jobId, 'released');
  }

  private async replayedReserve(
    manager: EntityManager,
    existing: Reservation,
    request: ReserveRequest,
  ) {
    if (existing.state === 'released') {
      throw AppError.conflict(
        `Job ${request.jobId} was already released and cannot hold credits again`,
        { jobId: request.jobId, state: 'released' },
      );
    }
    if (
      existing.userId !== request.userId ||
      existing.amountHundredths !== request.amountHundredths
    ) {
      throw AppError.conflict(`Job ${request.jobId} already holds a different reservation`, {
        jobId: request.jobId,
      });
    }
    return {
      jobId: request.jobId,
      reservedHundredths: existing.amountHundredths,
      balanceHundredths: await this.ledger.balance(request.userId, manager),
    };
  }
}

/** PAYMENT_REQUIRED with what is missing, for people (message) and for callers (details). */
function shortage(requiredHundredths: number, balanceHundredths: number): AppError {
  const missingHundredths = requiredHundredths - balanceHundredths;
  return AppError.paymentRequired(
    `Not enough credits: this presentation costs ${describeCredits(requiredHundredths)} and your balance is ${describeCredits(balanceHundredths)}. Please buy at least ${describeCredits(missingHundredths)} more.`,
    { requiredHundredths, balanceHundredths, missingHundredths },
  );
}
