import { Controller } from '@nestjs/common';
import { EventHandler, RpcHandler } from '@deckforge/kit';
import {
  BillingRpc,
  type EventPayload,
  hundredthsToCredits,
  IdentityEvents,
  type RpcParsedRequest,
} from '@deckforge/proto';
import { LedgerService } from './ledger.service';

@Controller()
export class LedgerController {
  constructor(private readonly ledger: LedgerService) {}

  @EventHandler(IdentityEvents.userRegistered)
  async userRegistered({ userId, email }: EventPayload<typeof IdentityEvents.userRegistered>) {
    await this.ledger.grantWelcomeCredits(userId, email);
  }

  /** A deactivated account holds no new credits and buys none (the ledger itself is kept). */
  @EventHandler(IdentityEvents.userDeactivated)
  async userDeactivated({ userId }: EventPayload<typeof IdentityEvents.userDeactivated>) {
    await this.ledger.closeAccount(userId);
  }

  @RpcHandler(BillingRpc.balance)
  async balance({ userId }: RpcParsedRequest<typeof BillingRpc.balance>) {
    const balance = await this.ledger.balanceHundredths(userId);
    return {
      creditBalance: hundredthsToCredits(balance),
      message: 'Credit balance fetched successfully',
    };
  }

  @RpcHandler(BillingRpc.reserve)
  reserve(request: RpcParsedRequest<typeof BillingRpc.reserve>) {
    return this.ledger.reserve(request);
  }

  @RpcHandler(BillingRpc.commit)
  commit({ jobId }: RpcParsedRequest<typeof BillingRpc.commit>) {
    return this.ledger.commit(jobId);
  }

  @RpcHandler(BillingRpc.release)
  release({ jobId }: RpcParsedRequest<typeof BillingRpc.release>) {
    return this.ledger.release(jobId);
  }

  @RpcHandler(BillingRpc.adjust)
  adjust(request: RpcParsedRequest<typeof BillingRpc.adjust>) {
    return this.ledger.adjust(request);
  }

  @RpcHandler(BillingRpc.history)
  async history({ userId, limit }: RpcParsedRequest<typeof BillingRpc.history>) {
    return {
      data: await this.ledger.history(userId, limit),
      message: 'Credit history fetched successfully',
    };
  }
}
