import { EventProbe, waitForMail } from '@deckforge/kit/testing';
import { AUTH_COOKIES, IdentityEvents } from '@deckforge/proto';
import { Client } from 'pg';
import { ApiClient } from '../support/api-client';
import { signUpAndLogIn } from '../support/session';
import { TestStack } from '../support/stack';

describe('managing one’s own account through the gateway', () => {
  let stack: TestStack;
  let events: EventProbe;
  let db: Client;

  beforeAll(async () => {
    stack = await TestStack.start({
      services: ['identity'],
      env: { SUPPORT_EMAIL: 'help@deckforge.test' },
    });
    events = await EventProbe.start(stack.env.RABBITMQ_URL, stack.environment.prefix, [
      IdentityEvents.userRegistered,
      IdentityEvents.userDeactivated,
    ]);
    db = new Client({ connectionString: stack.env.DATABASE_URL });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
    await db?.end();
    await events?.close();
    await stack?.stop();
  });

  const refreshOf = (user: { api: ApiClient; email: string }) =>
    user.api.post('/api/v1/user/refresh-token', { email: user.email });

  it('publishes user.registered once per sign-up (billing grants the free credits from it)', async () => {
    const user = await signUpAndLogIn(stack);
    const event = await events.waitFor(
      IdentityEvents.userRegistered,
      (e) => e.userId === user.userId,
    );
    expect(event).toEqual({
      userId: user.userId,
      email: user.email,
      name: 'Ada Lovelace',
      occurredAt: expect.stringMatching(/^\d{4}-/),
    });
  });

  it('resets a forgotten password with a mailed code; the old password and old sessions stop working', async () => {
    const user = await signUpAndLogIn(stack);
    const otherDevice = new ApiClient(stack.url);
    expect(
      (await otherDevice.post('/api/v1/user/login', { email: user.email, password: user.password }))
        .status,
    ).toBe(200);

    const browser = new ApiClient(stack.url);
    const requested = await browser.post('/api/v1/user/email', {
      email: user.email,
      template: 'forgotPasswordEmail',
      subject: 'Reset Password',
    });
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({
      message: `If ${user.email} belongs to an account that needs it, we have sent it a code. Please check your inbox.`,
      email: user.email,
    });
    const mail = await waitForMail(stack.environment.varDir, {
      to: user.email,
      kind: 'password-reset',
    });
    expect(mail.subject).toBe('Reset Password');

    const withoutGrant = await browser.post('/api/v1/user/password', {
      email: user.email,
      password: 'BrandNew1!',
    });
    expect(withoutGrant.status).toBe(401);

    const verified = await browser.post('/api/v1/user/verify-email', {
      email: user.email,
      code: mail.code,
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      message: 'Code verified. Please choose a new password.',
      email: user.email,
      purpose: 'passwordReset',
    });
    const grant = verified.setCookies.get(AUTH_COOKIES.resetGrant)!;
    expect(grant.path).toBe('/api/v1/user/password');
    expect(grant.attributes.has('httponly')).toBe(true);

    const reset = await browser.post('/api/v1/user/password', {
      email: user.email,
      password: 'BrandNew1!',
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: 'Your password has been updated' });
    expect(browser.cookie(AUTH_COOKIES.resetGrant)).toBeUndefined();

    const oldPassword = await browser.post('/api/v1/user/login', {
      email: user.email,
      password: user.password,
    });
    expect(oldPassword.status).toBe(401);
    expect(oldPassword.body).toEqual({ message: 'Invalid email or password' });
    expect(
      (await browser.post('/api/v1/user/login', { email: user.email, password: 'BrandNew1!' }))
        .status,
    ).toBe(200);
    expect((await refreshOf(user)).status).toBe(401);
    expect((await refreshOf({ api: otherDevice, email: user.email })).status).toBe(401);

    // The grant was used up: it cannot set another password.
    const replay = new ApiClient(stack.url);
    replay.setCookie(AUTH_COOKIES.resetGrant, grant.value, grant.path);
    const replayed = await replay.post('/api/v1/user/password', {
      email: user.email,
      password: 'AnotherOne1!',
    });
    expect(replayed.status).toBe(401);
    expect(replayed.body).toEqual({
      message: 'Your password reset has expired. Please request a new code with "Forgot password".',
    });
  });

  it('lets a signed-in user change the password with the current one, keeping this device and ending the others', async () => {
    const user = await signUpAndLogIn(stack);
    const otherDevice = new ApiClient(stack.url);
    await otherDevice.post('/api/v1/user/login', { email: user.email, password: user.password });

    const changed = await user.api.post('/api/v1/user/password', {
      email: user.email,
      password: 'ChangedPass1!',
      currentPassword: user.password,
    });
    expect(changed.status).toBe(200);
    expect(changed.setCookies.get(AUTH_COOKIES.access)?.value).toBeTruthy();
    expect((await refreshOf(user)).status).toBe(200);
    expect((await refreshOf({ api: otherDevice, email: user.email })).status).toBe(401);
    expect(
      (await user.api.post('/api/v1/user/login', { email: user.email, password: 'ChangedPass1!' }))
        .status,
    ).toBe(200);
  });

  it('renames the user and shows the new name in verify-token at once', async () => {
    const user = await signUpAndLogIn(stack);
    const before = user.api.jar.get(`${AUTH_COOKIES.access};/api`)!;
    const renamed = await user.api.post('/api/v1/user/username', {
      name: '  Countess Lovelace ',
      email: user.email,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({
      message: 'Your name has been updated',
      userName: 'Countess Lovelace',
    });
    const after = renamed.setCookies.get(AUTH_COOKIES.access)!;
    // Re-signed, but not a longer session than the token it replaces.
    expect(after.expires!.getTime()).toBeLessThanOrEqual(before.expires!.getTime() + 1000);
    expect((await user.api.get('/api/v1/user/verify-token')).body).toMatchObject({
      userName: 'Countess Lovelace',
    });
    expect((await refreshOf(user)).body).toMatchObject({ userName: 'Countess Lovelace' });

    const blank = await user.api.post('/api/v1/user/username', { name: '   ', email: user.email });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ message: 'Name is required' });
  });

  it("refuses another user's e-mail in name, password and deactivation with 403, changing nothing", async () => {
    const [mallory, victim] = [await signUpAndLogIn(stack), await signUpAndLogIn(stack)];
    const attempts = [
      mallory.api.post('/api/v1/user/username', { name: 'Hacked', email: victim.email }),
      mallory.api.post('/api/v1/user/password', { password: 'HackedPass1!', email: victim.email }),
      mallory.api.post('/api/v1/user/deactivation', {
        email: victim.email,
        reason: 'Other',
        details: 'bye',
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'You can only change your own account' });
    }
    const victimLogin = await new ApiClient(stack.url).post('/api/v1/user/login', {
      email: victim.email,
      password: victim.password,
    });
    expect(victimLogin.status).toBe(200);
    expect(victimLogin.body).toMatchObject({ userName: 'Ada Lovelace' });
    // Signed out, a stranger cannot change anyone's name either.
    const anonymous = await new ApiClient(stack.url).post('/api/v1/user/username', {
      name: 'Hacked',
      email: victim.email,
    });
    expect(anonymous.status).toBe(401);
  });

  it('deactivates: stores why, ends every session, blocks log-in and tells the other services', async () => {
    const user = await signUpAndLogIn(stack);
    const otherDevice = new ApiClient(stack.url);
    await otherDevice.post('/api/v1/user/login', { email: user.email, password: user.password });

    const missingDetails = await user.api.post('/api/v1/user/deactivation', {
      email: user.email,
      reason: 'Too expensive',
      details: ' ',
    });
    expect(missingDetails.status).toBe(400);
    expect(missingDetails.body).toEqual({ message: 'Please add some details' });
    const missingReason = await user.api.post('/api/v1/user/deactivation', {
      email: user.email,
      details: 'No reason given',
    });
    expect(missingReason.status).toBe(400);
    expect(missingReason.body).toEqual({ message: 'Please select a reason' });

    const deactivated = await user.api.post('/api/v1/user/deactivation', {
      email: user.email,
      reason: 3,
      details: 'Found what I needed',
      currentPassword: user.password,
    });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body).toEqual({ message: 'Your account has been deactivated' });
    expect(user.api.cookie(AUTH_COOKIES.access)).toBeUndefined();
    expect(user.api.cookie(AUTH_COOKIES.refresh)).toBeUndefined();

    const event = await events.waitFor(
      IdentityEvents.userDeactivated,
      (e) => e.userId === user.userId,
    );
    expect(event).toEqual({
      userId: user.userId,
      email: user.email,
      occurredAt: expect.stringMatching(/^\d{4}-/),
    });
    const { rows } = await db.query(
      'SELECT reason, details FROM identity.deactivations WHERE user_id = $1',
      [user.userId],
    );
    expect(rows).toEqual([{ reason: '3', details: 'Found what I needed' }]);

    const login = await new ApiClient(stack.url).post('/api/v1/user/login', {
      email: user.email,
      password: user.password,
    });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({
      message:
        'This account has been deactivated. Please contact support if you want to use it again.',
    });
    expect((await refreshOf({ api: otherDevice, email: user.email })).status).toBe(401);
    // Signing up again is answered like any sign-up; the mail tells the owner why not.
    const again = await new ApiClient(stack.url).post('/api/v1/user/register', {
      name: 'Ada',
      email: user.email,
      password: user.password,
    });
    expect(again.status).toBe(201);
    const notice = await waitForMail(stack.environment.varDir, {
      to: user.email,
      kind: 'sign-up-attempt',
    });
    expect(notice.text).toContain('has been deactivated');
  });

  it('takes the feedback survey once and reports surveySent from then on', async () => {
    const user = await signUpAndLogIn(stack);
    const surveyData = {
      satisfaction: 'Very Satisfied',
      wouldPay: true,
      likeMost: 'Templates',
      easeOfUse: 'Easy',
      recommendation: 'Very Likely',
    };
    const badScale = await user.api.post('/api/v1/user/survey', {
      userId: user.userId,
      surveyData: { ...surveyData, easeOfUse: 'Trivial' },
    });
    expect(badScale.status).toBe(400);
    expect(badScale.body).toEqual({ message: 'Please rate the ease of use' });

    const someoneElse = await user.api.post('/api/v1/user/survey', {
      userId: '00000000-0000-4000-8000-000000000000',
      surveyData,
    });
    expect(someoneElse.status).toBe(403);

    const sent = await user.api.post('/api/v1/user/survey', { userId: user.userId, surveyData });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ message: 'Thank you for your feedback!', surveySent: true });
    expect((await user.api.get('/api/v1/user/verify-token')).body).toMatchObject({
      surveySent: true,
    });
    const twice = await user.api.post('/api/v1/user/survey', { userId: user.userId, surveyData });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ message: 'You have already sent the survey. Thank you!' });
    const { rows } = await db.query(
      'SELECT satisfaction, would_pay, like_least, ease_of_use FROM identity.surveys WHERE user_id = $1',
      [user.userId],
    );
    expect(rows).toEqual([
      { satisfaction: 'Very Satisfied', would_pay: true, like_least: '', ease_of_use: 'Easy' },
    ]);
  });

  it('remembers with the account that the survey was asked, for every browser of that person', async () => {
    const user = await signUpAndLogIn(stack);
    const fresh = await user.api.get('/api/v1/user/verify-token');
    expect(fresh.body).toMatchObject({ surveySent: false, surveyAsked: false });

    const asked = await user.api.post('/api/v1/user/survey/asked', {});
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ message: 'We will not ask again.', surveyAsked: true });
    // The re-signed cookie says so at once; a repeat changes nothing.
    expect((await user.api.get('/api/v1/user/verify-token')).body).toMatchObject({
      surveyAsked: true,
    });
    expect((await user.api.post('/api/v1/user/survey/asked', {})).status).toBe(200);

    // Another browser of the same person learns it at log-in.
    const laptop = new ApiClient(stack.url);
    const login = await laptop.post('/api/v1/user/login', {
      email: user.email,
      password: user.password,
    });
    expect(login.body).toMatchObject({ surveyAsked: true, surveySent: false });
    const { rows } = await db.query(
      'SELECT survey_asked_at IS NOT NULL AS asked FROM identity.users WHERE id = $1',
      [user.userId],
    );
    expect(rows).toEqual([{ asked: true }]);
    const someoneElse = await user.api.post('/api/v1/user/survey/asked', {
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(someoneElse.status).toBe(403);
  });

  it('stores a contact message and mails it to support, replying to the sender', async () => {
    const visitor = new ApiClient(stack.url);
    const formData = {
      name: 'Grace Hopper',
      email: 'Grace@Example.com',
      message: 'Hello <b>team</b>',
    };
    const sent = await visitor.post('/api/v1/user/contact', { formData });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      message: 'Thank you for your message. We will get back to you soon.',
    });
    const mail = await waitForMail(stack.environment.varDir, {
      to: 'help@deckforge.test',
      kind: 'contact',
    });
    expect(mail.replyTo).toBe('grace@example.com');
    expect(mail.subject).toBe('Deckforge contact form: Grace Hopper');
    expect(mail.text).toContain('Hello <b>team</b>');
    expect(mail.html).toContain('Hello &lt;b&gt;team&lt;/b&gt;');
    const { rows } = await db.query(
      "SELECT name, email, message, mailed_at IS NOT NULL AS mailed FROM identity.contact_messages WHERE email = 'grace@example.com'",
    );
    expect(rows).toEqual([
      {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        message: 'Hello <b>team</b>',
        mailed: true,
      },
    ]);

    const empty = await visitor.post('/api/v1/user/contact', {
      formData: { ...formData, message: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: 'Message is required' });
    expect((await visitor.post('/api/v1/user/contact', {})).body).toEqual({
      message: 'formData is required',
    });
  });

  it('answers a code request for an unknown address exactly like a known one, and mails nothing', async () => {
    const browser = new ApiClient(stack.url);
    const unknown = await browser.post('/api/v1/user/email', {
      email: 'nobody-here@example.com',
      template: 'verificationEmail',
      subject: 'Account Verification',
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({
      message:
        'If nobody-here@example.com belongs to an account that needs it, we have sent it a code. Please check your inbox.',
      email: 'nobody-here@example.com',
    });
    await expect(
      waitForMail(stack.environment.varDir, { to: 'nobody-here@example.com', timeoutMs: 1500 }),
    ).rejects.toThrow(/^No mail to nobody-here@example.com/);
  });
});
