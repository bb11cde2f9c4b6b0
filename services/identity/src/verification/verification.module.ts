import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { CodeMailer } from './code-mailer';
import { VerificationCodes } from './verification-codes';

@Module({
  imports: [MailModule],
  providers: [VerificationCodes, CodeMailer],
  exports: [VerificationCodes, CodeMailer],
})
export class VerificationModule {}
