import { ErrorCode, IdentityRpc, type SignedIn } from '@deckforge/proto';
import { waitForMail } from '@deckforge/kit/testing';
import { ExpiredRowsSweeper } from '../../src/sessions/expired-rows.sweeper';
import { client, IdentityApp } from '../support/identity-app';

describe('refresh token rotation', () => {
  let identity: IdentityApp;
  const account = { name: 'Tab Tom', email: 'tom@example.com', password: 'TwoTabs123!' };

  beforeAll(async () => {
    identity = await IdentityApp.start({ REFRESH_REUSE_GRACE_SECONDS: '10' });
    const { signupProof } = await identity.rpc.send(IdentityRpc.register, { ...account, client });
    const mail = await waitForMail(identity.environment.varDir, { to: account.email });
    await identity.rpc.send(IdentityRpc.verifyEmail, {
      email: account.email,
      code: mail.code!,
      client,
      signupProof,
    });
  }, 60_000);

  afterAll(() => identity?.stop());

  const login = () => identity.rpc.send(IdentityRpc.login, { ...account, client });
  const refresh = (signedIn: SignedIn) =>
    identity.rpc.send(IdentityRpc.refresh, {
      email: account.email,
      refreshToken: signedIn.session.refreshToken,
      client,
    });
  const familyState = async (signedIn: SignedIn) =>
    (
      await identity.db.query(
        `SELECT count(*)::int AS tokens, count(revoked_at)::int AS revoked FROM refresh_tokens
         WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = sha256($1::bytea))`,
        [Buffer.from(signedIn.session.refreshToken)],
      )
    ).rows[0] as { tokens: number; revoked: number };

  it('stores only hashes of the tokens it hands out', async () => {
    const signedIn = await login();
    const { rows } = await identity.db.query(
      'SELECT count(*)::int AS n FROM refresh_tokens WHERE token_hash = $1::bytea',
      [Buffer.from(signedIn.session.refreshToken)],
    );
    expect(rows[0].n).toBe(0);
    expect(await familyState(signedIn)).toEqual({ tokens: 1, revoked: 0 });
  });

  it('lets two tabs refresh with the same token at the same moment (grace period)', async () => {
    const signedIn = await login();
    const [first, second] = await Promise.all([refresh(signedIn), refresh(signedIn)]);
    expect(first.session.refreshToken).not.toBe(second.session.refreshToken);
    expect(await familyState(signedIn)).toEqual({ tokens: 3, revoked: 0 });
    await expect(refresh(first)).resolves.toMatchObject({ message: 'Session refreshed' });
    await expect(refresh(second)).resolves.toMatchObject({ message: 'Session refreshed' });
  });

  it('treats a rotated token presented after the grace period as stolen and revokes the family', async () => {
    const signedIn = await login();
    const next = await refresh(signedIn);
    await identity.db.query(
      `UPDATE refresh_tokens SET rotated_at = now() - interval '1 minute' WHERE rotated_at IS NOT NULL`,
    );
    await expect(refresh(signedIn)).rejects.toMatchObject({
      code: ErrorCode.Unauthenticated,
      message: 'Your session was ended for your security. Please log in again.',
    });
    await expect(refresh(next)).rejects.toMatchObject({ code: ErrorCode.Unauthenticated });
    expect(await familyState(signedIn)).toEqual({ tokens: 2, revoked: 2 });
  });

  it('refuses an expired refresh token and an unknown one', async () => {
    const signedIn = await login();
    await identity.db.query(
      `UPDATE refresh_tokens SET expires_at = now() - interval '1 second'
       WHERE token_hash = sha256($1::bytea)`,
      [Buffer.from(signedIn.session.refreshToken)],
    );
    for (const refreshToken of [signedIn.session.refreshToken, 'made-up-token']) {
      await expect(
        identity.rpc.send(IdentityRpc.refresh, { email: account.email, refreshToken, client }),
      ).rejects.toMatchObject({
        code: ErrorCode.Unauthenticated,
        message: 'Your session has expired. Please log in again.',
      });
    }
  });

  it('ends only the logged-out device’s session', async () => {
    const [laptop, phone] = [await login(), await login()];
    await identity.rpc.send(IdentityRpc.logout, { refreshToken: laptop.session.refreshToken });
    await expect(refresh(laptop)).rejects.toMatchObject({ code: ErrorCode.Unauthenticated });
    await expect(refresh(phone)).resolves.toMatchObject({ message: 'Session refreshed' });
  });

  it('sweeps refresh tokens a day after they expired, and only those', async () => {
    const [old, current] = [await login(), await login()];
    await identity.db.query(
      `UPDATE refresh_tokens SET expires_at = now() - interval '2 days' WHERE token_hash = sha256($1::bytea)`,
      [Buffer.from(old.session.refreshToken)],
    );
    const removed = await identity.get(ExpiredRowsSweeper).sweep();
    expect(removed.refreshTokens).toBeGreaterThanOrEqual(1);
    expect(await familyState(old)).toEqual({ tokens: 0, revoked: 0 });
    expect(await familyState(current)).toEqual({ tokens: 1, revoked: 0 });
  });
});
