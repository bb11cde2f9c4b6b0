import { Controller } from '@nestjs/common';
import { RpcHandler } from '@deckforge/kit';
import { BillingRpc, type RpcParsedRequest } from '@deckforge/proto';
import { SandboxService } from './sandbox.service';

@Controller()
export class SandboxController {
  constructor(private readonly sandbox: SandboxService) {}

  @RpcHandler(BillingRpc.sandboxSession)
  session({ sessionId }: RpcParsedRequest<typeof BillingRpc.sandboxSession>) {
    return this.sandbox.session(sessionId);
  }

  @RpcHandler(BillingRpc.sandboxPay)
  pay({ sessionId, ...card }: RpcParsedRequest<typeof BillingRpc.sandboxPay>) {
    return this.sandbox.pay(sessionId, card);
  }
}
