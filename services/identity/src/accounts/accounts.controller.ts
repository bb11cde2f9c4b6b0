import { Controller } from '@nestjs/common';
import { RpcHandler } from '@deckforge/kit';
import { IdentityRpc, type RpcParsedRequest } from '@deckforge/proto';
import { Accounts } from './accounts';
import { DeactivateAccount } from './deactivate-account.use-case';
import { EmailVerificationService } from './email-verification.service';
import { RegistrationService } from './registration.service';
import { SendSecurityCode } from './send-security-code.use-case';
import { UpdateName } from './update-name.use-case';
import { UpdatePassword } from './update-password.use-case';

@Controller()
export class AccountsController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly verification: EmailVerificationService,
    private readonly accounts: Accounts,
    private readonly renaming: UpdateName,
    private readonly passwordChange: UpdatePassword,
    private readonly deactivation: DeactivateAccount,
    private readonly securityCodes: SendSecurityCode,
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
    return this.renaming.execute({ userId, email, name, keepAccessUntil });
  }

  @RpcHandler(IdentityRpc.updatePassword)
  updatePassword(change: RpcParsedRequest<typeof IdentityRpc.updatePassword>) {
    return this.passwordChange.execute(change);
  }

  @RpcHandler(IdentityRpc.deactivate)
  deactivate(request: RpcParsedRequest<typeof IdentityRpc.deactivate>) {
    return this.deactivation.execute(request);
  }

  @RpcHandler(IdentityRpc.securityCode)
  securityCode({ userId, email }: RpcParsedRequest<typeof IdentityRpc.securityCode>) {
    return this.securityCodes.execute(userId, email);
  }
}
