import { Module } from '@nestjs/common';
import { RedisModule } from '@deckforge/kit';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AccessRevocations } from './access-revocations.service';
import { AccountGuard } from './account.guard';
import { FailedAttempts } from './failed-attempts.service';
import { SignupProofs } from './signup-proofs.service';

/** What protects accounts beyond passwords: attempt budgets, token revocation, sign-up proofs. */
@Module({
  imports: [RedisModule.fromAppConfig(), UsersModule, MailModule],
  providers: [AccountGuard, FailedAttempts, AccessRevocations, SignupProofs],
  exports: [AccountGuard, FailedAttempts, AccessRevocations, SignupProofs],
})
export class SecurityModule {}
