import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { VerificationCodes } from '../verification/verification-codes';
import { AccountService } from './account.service';
import { AccountsController } from './accounts.controller';
import { RegistrationService } from './registration.service';

@Module({
  imports: [UsersModule, SessionsModule, MailModule],
  controllers: [AccountsController],
  providers: [VerificationCodes, RegistrationService, AccountService],
})
export class AccountsModule {}
