import { Controller } from '@nestjs/common';
import { RpcHandler } from '@deckforge/kit';
import { IdentityRpc } from '@deckforge/proto';
import type { IdentityPayload as Payload } from '../identity-rpc';
import { displayName, GoogleIdTokens } from './google-id-tokens.verifier';
import { GoogleSignInService } from './google-sign-in.service';
import { SessionService } from './session.service';

@Controller()
export class SessionsController {
  constructor(
    private readonly sessions: SessionService,
    private readonly google: GoogleSignInService,
    private readonly googleIdTokens: GoogleIdTokens,
  ) {}

  @RpcHandler(IdentityRpc.login)
  login({ email, password, code, client }: Payload<'login'>) {
    return this.sessions.login({ email, password, code }, client);
  }

  @RpcHandler(IdentityRpc.loginGoogle)
  async loginGoogle({ idToken, client }: Payload<'loginGoogle'>) {
    return this.google.signIn(await this.googleIdTokens.verify(idToken), client);
  }

  /** The gateway completed Google's redirect flow and checked that Google verified the e-mail. */
  @RpcHandler(IdentityRpc.loginGoogleProfile)
  loginGoogleProfile({ googleId, email, name, client }: Payload<'loginGoogleProfile'>) {
    return this.google.signIn({ googleId, email, name: displayName(name, email) }, client);
  }

  @RpcHandler(IdentityRpc.refresh)
  refresh({ email, refreshToken, client }: Payload<'refresh'>) {
    return this.sessions.refresh(email, refreshToken, client);
  }

  @RpcHandler(IdentityRpc.logout)
  logout({ userId, refreshToken }: Payload<'logout'>) {
    return this.sessions.logout(userId, refreshToken);
  }
}
