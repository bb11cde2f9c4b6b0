import { IdentityRpc } from '@deckforge/proto';
import { eventually, readMailOutbox } from '@deckforge/kit/testing';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { client, IdentityApp } from '../support/identity-app';

interface Delivered {
  from: string;
  to: string[];
  message: Email;
}

/** A mail server on loopback that accepts everything except mail for refused@example.com. */
async function startSmtpServer() {
  const delivered: Delivered[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === 'refused@example.com') {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then((message) => {
          delivered.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            message,
          });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, delivered, url: `smtp://127.0.0.1:${port}` };
}

describe('mail over SMTP (SMTP_URL set)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let identity: IdentityApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    identity = await IdentityApp.start({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Deckforge <no-reply@deckforge.test>',
      PUBLIC_URL: 'https://deckforge.test',
    });
  }, 60_000);

  afterAll(async () => {
    await identity?.stop();
    await new Promise<void>((resolve) => (smtp ? smtp.server.close(() => resolve()) : resolve()));
  });

  it('delivers the verification code with a plain-text and an HTML part that name the product', async () => {
    const answer = await identity.rpc.send(IdentityRpc.register, {
      name: 'Smtp Sam',
      email: 'sam@example.com',
      password: 'Postman123!',
      client,
    });
    expect(answer.message).toBe(
      'Thank you. We have sent an e-mail to sam@example.com: please follow it to finish signing up.',
    );
    // The mail goes out after the answer (the answer must not tell whether the address was new).
    const mail = await eventually(() => {
      const delivered = smtp.delivered.find((d) => d.to.includes('sam@example.com'));
      if (!delivered) throw new Error('not delivered yet');
      return delivered;
    });
    expect(mail.from).toBe('no-reply@deckforge.test');
    expect(mail.message.subject).toBe('Account Verification');
    const code = /\b(\d{6})\b/.exec(mail.message.text ?? '')?.[1];
    expect(code).toBeDefined();
    expect(mail.message.text).toContain('Deckforge');
    expect(mail.message.html).toContain(code);
    expect(mail.message.html).toContain('<a href="https://deckforge.test">Deckforge</a>');
    // The code header is a convenience of the development outbox only.
    expect(mail.message.headers.some((h) => h.key === 'x-deckforge-code')).toBe(false);
    expect(await readMailOutbox(identity.environment.varDir)).toEqual([]);

    const verified = await identity.rpc.send(IdentityRpc.verifyEmail, {
      email: 'sam@example.com',
      code: code!,
      client,
      signupProof: answer.signupProof,
    });
    expect(verified.purpose).toBe('emailVerification');
  });

  it('keeps the account when the mail server refuses the message (a new code is one request away)', async () => {
    const answer = await identity.rpc.send(IdentityRpc.register, {
      name: 'Refused Rita',
      email: 'refused@example.com',
      password: 'Refused123!',
      client,
    });
    expect(answer.message).toBe(
      'Thank you. We have sent an e-mail to refused@example.com: please follow it to finish signing up.',
    );
    const { rows } = await identity.db.query('SELECT email FROM users WHERE email = $1', [
      'refused@example.com',
    ]);
    expect(rows).toEqual([{ email: 'refused@example.com' }]);
  });
});
