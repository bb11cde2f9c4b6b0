import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { SecurityModule } from '../security/security.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { VerificationModule } from '../verification/verification.module';
import { Accounts } from './accounts';
import { AccountsController } from './accounts.controller';
import { DeactivateAccount } from './deactivate-account.use-case';
import { DeactivationsRepository } from './deactivations.repository';
import { EmailVerificationService } from './email-verification.service';
import { OwnerNotices } from './owner-notices';
import { OwnerProof } from './owner-proof.service';
import { RegistrationService } from './registration.service';
import { SendSecurityCode } from './send-security-code.use-case';
import { UpdateName } from './update-name.use-case';
import { UpdatePassword } from './update-password.use-case';

@Module({
  imports: [UsersModule, SessionsModule, MailModule, SecurityModule, VerificationModule],
  controllers: [AccountsController],
  providers: [
    RegistrationService,
    EmailVerificationService,
    Accounts,
    UpdateName,
    SendSecurityCode,
    UpdatePassword,
    DeactivateAccount,
    OwnerNotices,
    OwnerProof,
    DeactivationsRepository,
  ],
})
export class AccountsModule {}
