import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import {
  MAIL_CODE_HEADER,
  mailOutboxDirectory,
  parseMailOutboxFileName,
  recipientForFileName,
} from '../mail/mail-outbox';

/** One message of the development mail outbox (see `mail/mail-outbox.ts` for the format). */
export interface OutboxMail {
  fileName: string;
  path: string;
  sentAt: Date;
  kind: string;
  recipient: string;
  subject: string;
  /** The six-digit code of a verification or password-reset message. */
  code?: string;
  /** The decoded plain-text and HTML bodies. */
  text: string;
  html: string;
  /** Reply-To address, if any. */
  replyTo?: string;
  /** The whole RFC 822 message, as written. */
  raw: string;
  /** A header's (unfolded, undecoded) value; names are case-insensitive. */
  header(name: string): string | undefined;
}

/** Every message in the outbox of `varDir`, oldest first. */
export async function readMailOutbox(varDir: string): Promise<OutboxMail[]> {
  const directory = mailOutboxDirectory(varDir);
  const names = await readdir(directory).catch(() => [] as string[]);
  const mails: OutboxMail[] = [];
  for (const fileName of names.sort()) {
    const entry = parseMailOutboxFileName(fileName);
    if (!entry) continue;
    const path = join(directory, fileName);
    const raw = await readFile(path, 'utf8');
    const parsed = await PostalMime.parse(raw);
    const header = (name: string) =>
      parsed.headers.find((h) => h.key === name.toLowerCase())?.value.trim();
    const replyTo = parsed.replyTo?.[0];
    mails.push({
      fileName,
      path,
      ...entry,
      subject: parsed.subject ?? '',
      code: header(MAIL_CODE_HEADER),
      text: parsed.text ?? '',
      html: parsed.html ?? '',
      replyTo: replyTo && 'address' in replyTo ? replyTo.address : undefined,
      raw,
      header,
    });
  }
  return mails;
}

export interface MailQuery {
  to: string;
  kind?: string;
  /** Only messages written after this one (e.g. the code a test already used). */
  after?: OutboxMail;
  timeoutMs?: number;
}

/**
 * The newest message for `to` (and `kind`), waiting for it to be written: mail is sent after the
 * answer in some flows, so a test asks for it rather than expecting it at once.
 */
export async function waitForMail(varDir: string, query: MailQuery): Promise<OutboxMail> {
  const recipient = recipientForFileName(query.to);
  const deadline = Date.now() + (query.timeoutMs ?? 10_000);
  for (;;) {
    const match = (await readMailOutbox(varDir))
      .filter(
        (mail) =>
          mail.recipient === recipient &&
          (query.kind === undefined || mail.kind === query.kind) &&
          (query.after === undefined || mail.fileName > query.after.fileName),
      )
      .at(-1);
    if (match) return match;
    if (Date.now() > deadline)
      throw new Error(
        `No ${query.kind ? `${query.kind} ` : ''}mail to ${query.to} in ${mailOutboxDirectory(varDir)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
