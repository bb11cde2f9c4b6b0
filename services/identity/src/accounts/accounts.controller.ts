import { Controller } from '@nestjs/common';
import { RpcHandler } from '@deckforge/kit';
import { IdentityRpc, type RpcParsedRequest } from '@deckforge/proto';
import { AccountService } from './account.service';
import { EmailVerificationService } from './email-verification.service';
import { RegistrationService } from './registration.service';

@Controller()
export class AccountsController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly verification: EmailVerificationService,
    private readonly accounts: AccountService,
  ) {}

  @RpcHandler(IdentityRpc.register)
  register({ name, email, password }: RpcParsedRequest<typeof IdentityRpc.register>) {
    return this.registration.register({ name, email, password });
  }

  @RpcHandler(IdentityRpc.verifyEmail)
  verifyEmail({ email, code, signupProof }: RpcParsedRequest<typeof IdentityRpc.verifyEmail>) {
    return this.verification.verifyEmail(email, code, signupProof);
  }

  @RpcHandler(IdentityRpc.sendEmail)
  sendEmail({ email, template }: RpcParsedRequest<typeof IdentityRpc.sendEmail>) {
    return this.registration.sendEmail(email, template);
  }

  @RpcHandler(IdentityRpc.profile)
  profile({ userId }: RpcParsedRequest<typeof IdentityRpc.profile>) {
    return this.accounts.profile(userId);
  }

  @RpcHandler(IdentityRpc.updateName)
  updateName({
    userId,
    email,
    name,
    keepAccessUntil,
  }: RpcParsedRequest<typeof IdentityRpc.updateName>) {
    return this.accounts.updateName(userId, email, name, keepAccessUntil);
  }

  @RpcHandler(IdentityRpc.updatePassword)
  updatePassword(change: RpcParsedRequest<typeof IdentityRpc.updatePassword>) {
    return this.accounts.updatePassword(change);
  }

  @RpcHandler(IdentityRpc.deactivate)
  deactivate(request: RpcParsedRequest<typeof IdentityRpc.deactivate>) {
    return this.accounts.deactivate(request);
  }

  @RpcHandler(IdentityRpc.securityCode)
  securityCode({ userId, email }: RpcParsedRequest<typeof IdentityRpc.securityCode>) {
    return this.accounts.sendSecurityCode(userId, email);
  }
}
