import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import {
  APP_CONFIG,
  MAIL_CODE_HEADER,
  MAIL_KIND_HEADER,
  mailOutboxDirectory,
  mailOutboxFileName,
} from '@deckforge/kit';
import { createTransport, type Transporter } from 'nodemailer';
import type { IdentityConfig } from '../config';
import type { OutgoingMail } from './mail-templates';

/**
 * Sends mail with nodemailer: over SMTP when `SMTP_URL` is set, otherwise into the development
 * outbox (one `.eml` file per message under `<VAR_DIR>/mail/`, format in kit `mail-outbox.ts`)
 * with a log line saying where, so sign-up works on a laptop with no mail server.
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly logger = new Logger(Mailer.name);
  private readonly transport: Transporter;
  /** Set when writing to the outbox instead of SMTP. */
  private readonly outbox?: string;
  private sequence = 0;

  constructor(@Inject(APP_CONFIG) private readonly config: IdentityConfig) {
    if (config.SMTP_URL) {
      this.transport = createTransport(config.SMTP_URL);
    } else {
      this.transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      this.outbox = mailOutboxDirectory(config.VAR_DIR);
    }
  }

  get transportName(): 'smtp' | 'outbox' {
    return this.outbox ? 'outbox' : 'smtp';
  }

  async send(mail: OutgoingMail): Promise<void> {
    const headers: Record<string, string> = { [MAIL_KIND_HEADER]: mail.kind };
    if (this.outbox && mail.code) headers[MAIL_CODE_HEADER] = mail.code;
    const info = await this.transport.sendMail({
      from: this.config.MAIL_FROM,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers,
    });
    if (!this.outbox) {
      this.logger.log(`Mail "${mail.subject}" (${mail.kind}) sent to ${mail.to} over SMTP`);
      return;
    }
    const path = await this.writeToOutbox(mail, (info as { message: Buffer }).message);
    this.logger.log(`Mail "${mail.subject}" (${mail.kind}) to ${mail.to} written to ${path}`);
  }

  /** Written under a temporary name, then renamed: a reader never sees half a message. */
  private async writeToOutbox(mail: OutgoingMail, message: Buffer): Promise<string> {
    await mkdir(this.outbox!, { recursive: true });
    const fileName = mailOutboxFileName({
      sentAt: new Date(),
      sequence: ++this.sequence,
      kind: mail.kind,
      recipient: mail.to,
    });
    const path = join(this.outbox!, fileName);
    const partial = join(this.outbox!, `.partial-${process.pid}-${fileName}`);
    await writeFile(partial, message);
    await rename(partial, path);
    return path;
  }

  onApplicationShutdown() {
    this.transport.close();
  }
}
