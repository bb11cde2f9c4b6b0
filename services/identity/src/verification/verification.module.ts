import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { CodeMailer } from './verification-code.mailer';
import { VerificationCodesRepository } from './verification-codes.repository';

@Module({
  imports: [MailModule],
  providers: [VerificationCodesRepository, CodeMailer],
  exports: [VerificationCodesRepository, CodeMailer],
})
export class VerificationModule {}
