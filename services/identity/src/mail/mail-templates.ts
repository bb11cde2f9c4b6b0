import type { MailKind } from '@deckforge/kit';
import { VERIFICATION_CODE_TTL_MINUTES } from '@deckforge/proto';

/** A message ready for the mailer: both a plain-text and an HTML body. */
export interface OutgoingMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The code the message carries, if any (the development outbox adds it as a header). */
  code?: string;
}

export const PRODUCT = 'Deckforge';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** The HTML frame every message shares: the product's name, the content, a link home. */
export function layout(publicUrl: string, paragraphs: string[], code?: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('\n');
  const codeBlock = code
    ? `<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:monospace">${code}</p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${PRODUCT}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2328">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:20px">${PRODUCT}</h1>
${body.replace('{{code}}', codeBlock)}
<p style="margin:24px 0 0;font-size:12px;color:#656d76"><a href="${escapeHtml(publicUrl)}">${PRODUCT}</a> turns your documents, images, audio and video into finished presentations.</p>
</div></body></html>`;
}

export const signature = (publicUrl: string) => `— ${PRODUCT}\n${publicUrl}`;

export function verificationMail(
  to: string,
  name: string,
  code: string,
  publicUrl: string,
): OutgoingMail {
  return {
    kind: 'verification',
    to,
    subject: 'Account Verification',
    code,
    text: [
      `Hello ${name},`,
      `Your ${PRODUCT} verification code is:`,
      `    ${code}`,
      `Enter it on the verification page within ${VERIFICATION_CODE_TTL_MINUTES} minutes. If you did not create a ${PRODUCT} account, you can ignore this message.`,
      signature(publicUrl),
    ].join('\n\n'),
    html: layout(
      publicUrl,
      [
        `Hello ${escapeHtml(name)},`,
        `Your ${PRODUCT} verification code is:`,
        '{{code}}',
        `Enter it on the verification page within ${VERIFICATION_CODE_TTL_MINUTES} minutes. If you did not create a ${PRODUCT} account, you can ignore this message.`,
      ],
      code,
    ),
  };
}

export function passwordResetMail(
  to: string,
  name: string,
  code: string,
  publicUrl: string,
): OutgoingMail {
  const warning = `If you did not ask for this, ignore this message: your password stays as it is.`;
  return {
    kind: 'password-reset',
    to,
    subject: 'Reset Password',
    code,
    text: [
      `Hello ${name},`,
      `Somebody, hopefully you, asked to reset the password of your ${PRODUCT} account. Your code is:`,
      `    ${code}`,
      `Enter it within ${VERIFICATION_CODE_TTL_MINUTES} minutes to choose a new password. ${warning}`,
      signature(publicUrl),
    ].join('\n\n'),
    html: layout(
      publicUrl,
      [
        `Hello ${escapeHtml(name)},`,
        `Somebody, hopefully you, asked to reset the password of your ${PRODUCT} account. Your code is:`,
        '{{code}}',
        `Enter it within ${VERIFICATION_CODE_TTL_MINUTES} minutes to choose a new password. ${warning}`,
      ],
      code,
    ),
  };
}

export interface ContactForm {
  id: string;
  name: string;
  email: string;
  message: string;
  receivedAt: Date;
}

/** A contact-form message for the support team; replying answers the sender. */
export function contactMail(
  supportAddress: string,
  form: ContactForm,
  publicUrl: string,
): OutgoingMail {
  const received = form.receivedAt.toISOString();
  return {
    kind: 'contact',
    to: supportAddress,
    replyTo: form.email,
    subject: `${PRODUCT} contact form: ${form.name.slice(0, 80)}`,
    text: [
      `A message from the ${PRODUCT} contact form.`,
      `From: ${form.name} <${form.email}>\nReceived: ${received}\nReference: ${form.id}`,
      form.message,
      signature(publicUrl),
    ].join('\n\n'),
    html: layout(publicUrl, [
      `A message from the ${PRODUCT} contact form.`,
      `From: ${escapeHtml(form.name)} &lt;${escapeHtml(form.email)}&gt;<br>Received: ${received}<br>Reference: ${form.id}`,
      escapeHtml(form.message).replace(/\r?\n/g, '<br>'),
    ]),
  };
}
