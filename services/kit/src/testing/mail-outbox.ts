import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
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
  /** The whole RFC 822 message. */
  raw: string;
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
    const headers = parseHeaders(raw);
    const header = (name: string) => headers.get(name.toLowerCase());
    mails.push({
      fileName,
      path,
      ...entry,
      subject: header('subject') ?? '',
      code: header(MAIL_CODE_HEADER),
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
        `No ${query.kind ?? ''} mail to ${query.to} in ${mailOutboxDirectory(varDir)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Header fields of an RFC 822 message, names lower-cased, folded lines joined. */
function parseHeaders(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0];
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}
