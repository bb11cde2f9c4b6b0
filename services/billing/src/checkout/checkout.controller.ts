import { Controller } from '@nestjs/common';
import { RpcHandler } from '@deckforge/kit';
import { BillingRpc, type RpcParsedRequest } from '@deckforge/proto';
import { CheckoutService } from './checkout.service';

@Controller()
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @RpcHandler(BillingRpc.pricing)
  pricing() {
    return this.checkout.pricing();
  }

  @RpcHandler(BillingRpc.checkout)
  start({ userId, credits, publicUrl }: RpcParsedRequest<typeof BillingRpc.checkout>) {
    return this.checkout.start(userId, credits, publicUrl);
  }

  @RpcHandler(BillingRpc.verifyPayment)
  verify({ userId, sessionId }: RpcParsedRequest<typeof BillingRpc.verifyPayment>) {
    return this.checkout.verify(userId, sessionId);
  }

  @RpcHandler(BillingRpc.webhook)
  webhook({ rawBodyBase64, signature }: RpcParsedRequest<typeof BillingRpc.webhook>) {
    return this.checkout.webhook(Buffer.from(rawBodyBase64, 'base64'), signature);
  }
}
