import { Controller } from '@nestjs/common';
import { RpcHandler } from '@deckforge/kit';
import { IdentityRpc } from '@deckforge/proto';
import type { IdentityPayload as Payload } from '../identity-rpc';
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
  register({ name, email, password }: Payload<'register'>) {
    return this.registration.register({ name, email, password });
  }

  @RpcHandler(IdentityRpc.verifyEmail)
  verifyEmail({ email, code, signupProof }: Payload<'verifyEmail'>) {
    return this.verification.verifyEmail(email, code, signupProof);
  }

  @RpcHandler(IdentityRpc.sendEmail)
  sendEmail({ email, template }: Payload<'sendEmail'>) {
    return this.registration.sendEmail(email, template);
  }

  @RpcHandler(IdentityRpc.profile)
  profile({ userId }: Payload<'profile'>) {
    return this.accounts.profile(userId);
  }

  @RpcHandler(IdentityRpc.updateName)
  updateName({ userId, email, name, keepAccessUntil }: Payload<'updateName'>) {
    return this.accounts.updateName(userId, email, name, keepAccessUntil);
  }

  @RpcHandler(IdentityRpc.updatePassword)
  updatePassword(change: Payload<'updatePassword'>) {
    return this.accounts.updatePassword(change);
  }

  @RpcHandler(IdentityRpc.deactivate)
  deactivate(request: Payload<'deactivate'>) {
    return this.accounts.deactivate(request);
  }

  @RpcHandler(IdentityRpc.securityCode)
  securityCode({ userId, email }: Payload<'securityCode'>) {
    return this.accounts.sendSecurityCode(userId, email);
  }
}
