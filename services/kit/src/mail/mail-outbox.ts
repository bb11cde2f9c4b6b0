import { join } from 'node:path';
import { varDirectory } from '../config/paths';

/**
 * The development mail outbox (docs/architecture.md, "Embedded defaults"): without SMTP, every message is written as one
 * RFC 822 file, `<VAR_DIR>/mail/<sent at>_<sequence>_<kind>_<recipient>.eml`, for example
 * `2026-11-21T10-15-02.123Z_000042_verification_ada@example.com.eml`. Names sort
 * chronologically, so the newest message of a kind for an address is the last match.
 * Messages that carry a code also carry it in the `X-Deckforge-Code` header.
 * The identity service writes these files; tests and people read them.
 */
export const MAIL_OUTBOX_FOLDER = 'mail';
export const MAIL_CODE_HEADER = 'X-Deckforge-Code';
export const MAIL_KIND_HEADER = 'X-Deckforge-Mail';

/** What a message is for; part of the file name. */
export const MAIL_KINDS = [
  'verification',
  'password-reset',
  'contact',
  /** A sign-in from a new place while the account's failed-attempt budget is spent. */
  'sign-in-code',
  /** Confirms a password change or deactivation asked for in Settings. */
  'security-code',
  /** Notices without a code: a sign-up attempt with a taken address, attempts paused, a
   * password changed, the account deactivated. */
  'sign-up-attempt',
  'attempts-paused',
  'password-changed',
  'account-deactivated',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface MailOutboxEntry {
  sentAt: Date;
  sequence: number;
  kind: string;
  recipient: string;
}

const FILE_NAME = /^(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z)_(\d{6})_([a-z-]+)_(.+)\.eml$/;

export const mailOutboxDirectory = (configuredVarDir?: string) =>
  join(varDirectory(configuredVarDir), MAIL_OUTBOX_FOLDER);

/** A recipient as it appears in a file name: lower-case, nothing a shell or path would choke on. */
export const recipientForFileName = (address: string) =>
  address
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9@._+-]/g, '-')
    .slice(0, 200);

export function mailOutboxFileName(entry: MailOutboxEntry): string {
  const stamp = entry.sentAt.toISOString().replace(/:/g, '-');
  const sequence = String(entry.sequence % 1_000_000).padStart(6, '0');
  return `${stamp}_${sequence}_${entry.kind}_${recipientForFileName(entry.recipient)}.eml`;
}

/** The parts of an outbox file name, or undefined for any other file. */
export function parseMailOutboxFileName(fileName: string): MailOutboxEntry | undefined {
  const match = FILE_NAME.exec(fileName);
  if (!match) return undefined;
  const [, stamp, sequence, kind, recipient] = match;
  const iso = stamp.replace(/T(\d{2})-(\d{2})-(\d{2})/, 'T$1:$2:$3');
  return { sentAt: new Date(iso), sequence: Number(sequence), kind, recipient };
}
