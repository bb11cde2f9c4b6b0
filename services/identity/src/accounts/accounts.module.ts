import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { SecurityModule } from '../security/security.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { VerificationModule } from '../verification/verification.module';
import { AccountService } from './account.service';
import { AccountsController } from './accounts.controller';
import { DeactivationsRepository } from './deactivations.repository';
import { EmailVerificationService } from './email-verification.service';
import { OwnerProof } from './owner-proof.service';
import { RegistrationService } from './registration.service';

@Module({
  imports: [UsersModule, SessionsModule, MailModule, SecurityModule, VerificationModule],
  controllers: [AccountsController],
  providers: [
    RegistrationService,
    EmailVerificationService,
    AccountService,
    OwnerProof,
    DeactivationsRepository,
  ],
})
export class AccountsModule {}
