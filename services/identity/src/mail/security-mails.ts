import type { MailKind } from '@deckforge/kit';
import { VERIFICATION_CODE_TTL_MINUTES } from '@deckforge/proto';
import { escapeHtml, layout, type OutgoingMail, PRODUCT, signature } from './mail-templates';

/**
 * Messages that protect an account: codes that confirm it is the owner, and notices of what
 * happened to it. Paragraphs are plain text; `{{code}}` marks where a code goes.
 */
function mail(
  kind: MailKind,
  to: string,
  subject: string,
  paragraphs: string[],
  publicUrl: string,
  code?: string,
): OutgoingMail {
  return {
    kind,
    to,
    subject,
    code,
    text: [...paragraphs.map((p) => (p === '{{code}}' ? `    ${code}` : p)), signature(publicUrl)]
      .filter(Boolean)
      .join('\n\n'),
    html: layout(
      publicUrl,
      paragraphs.map((p) => (p === '{{code}}' ? p : escapeHtml(p))),
      code,
    ),
  };
}

const time = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const notYou =
  'If this was not you, somebody else knows your password: change it in Settings, Security, now.';

export const signInCodeMail = (to: string, name: string, code: string, publicUrl: string) =>
  mail(
    'sign-in-code',
    to,
    'Confirm your sign-in',
    [
      `Hello ${name},`,
      `Somebody just entered the right password of your ${PRODUCT} account. Because of many failed sign-in attempts on it today, signing in also needs this code:`,
      '{{code}}',
      `Enter it on the log-in page within ${VERIFICATION_CODE_TTL_MINUTES} minutes. ${notYou}`,
    ],
    publicUrl,
    code,
  );

export const securityCodeMail = (to: string, name: string, code: string, publicUrl: string) =>
  mail(
    'security-code',
    to,
    'Confirm a change to your account',
    [
      `Hello ${name},`,
      `You asked to change your password or to deactivate your ${PRODUCT} account. Your code is:`,
      '{{code}}',
      `Enter it in Settings within ${VERIFICATION_CODE_TTL_MINUTES} minutes. If you did not ask for this, somebody may be signed in as you: change your password now.`,
    ],
    publicUrl,
    code,
  );

/** A sign-up with an address that already has an account: the owner hears of it, nobody else. */
export const signUpAttemptMail = (
  to: string,
  name: string,
  publicUrl: string,
  deactivated: boolean,
) =>
  mail(
    'sign-up-attempt',
    to,
    'Account Verification',
    [
      `Hello ${name},`,
      `Somebody, perhaps you, tried to sign up for ${PRODUCT} with this address.`,
      deactivated
        ? 'Your account with this address has been deactivated. Please contact support if you want to use it again.'
        : `You already have an account: log in at ${publicUrl}/login, or choose "Forgot password?" there if you do not remember your password.`,
      'If it was not you, you can ignore this message: nothing has changed.',
    ],
    publicUrl,
  );

export const attemptsPausedMail = (to: string, name: string, until: Date, publicUrl: string) =>
  mail(
    'attempts-paused',
    to,
    'Failed sign-in attempts on your account',
    [
      `Hello ${name},`,
      `There have been many failed attempts to sign in to your ${PRODUCT} account, or to enter its codes, today. To protect it, until ${time(until)}:`,
      '— signing in with your password also needs a code we e-mail you at that moment;',
      '— sign-up and password-reset codes cannot be used.',
      'You can still sign in with your password and that code (or with Google, if your account uses it). If the attempts were not yours, a strong password you use nowhere else keeps your account safe.',
    ],
    publicUrl,
  );

export const passwordChangedMail = (to: string, name: string, at: Date, publicUrl: string) =>
  mail(
    'password-changed',
    to,
    'Your password was changed',
    [
      `Hello ${name},`,
      `The password of your ${PRODUCT} account was changed at ${time(at)}, and every other session was signed out.`,
      `If you did not do this, choose "Forgot password?" at ${publicUrl}/login to set a new one, and contact support.`,
    ],
    publicUrl,
  );

export const accountDeactivatedMail = (to: string, name: string, at: Date, publicUrl: string) =>
  mail(
    'account-deactivated',
    to,
    'Your account was deactivated',
    [
      `Hello ${name},`,
      `Your ${PRODUCT} account was deactivated at ${time(at)}: every session was signed out and your files are being deleted.`,
      'If you did not do this, please contact support at once.',
    ],
    publicUrl,
  );
