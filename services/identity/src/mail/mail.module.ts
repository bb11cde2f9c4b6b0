import { Module } from '@nestjs/common';
import { Mailer } from './mail.mailer';

@Module({ providers: [Mailer], exports: [Mailer] })
export class MailModule {}
