import { Controller } from '@nestjs/common';
import { RpcHandler } from '@deckforge/kit';
import { IdentityRpc, type RpcParsedRequest } from '@deckforge/proto';
import { displayName, GoogleIdTokens } from './google-id-tokens.verifier';
import { GoogleSignInService } from './google-sign-in.service';
import { RefreshSession } from './refresh-session.use-case';
import { SignIn } from './sign-in.use-case';
import { SignOut } from './sign-out.use-case';

@Controller()
export class SessionsController {
  constructor(
    private readonly signIn: SignIn,
    private readonly refreshSession: RefreshSession,
    private readonly signOut: SignOut,
    private readonly google: GoogleSignInService,
    private readonly googleIdTokens: GoogleIdTokens,
  ) {}

  @RpcHandler(IdentityRpc.login)
  login({ email, password, code, client }: RpcParsedRequest<typeof IdentityRpc.login>) {
    return this.signIn.execute({ email, password, code }, client);
  }

  @RpcHandler(IdentityRpc.loginGoogle)
  async loginGoogle({ idToken, client }: RpcParsedRequest<typeof IdentityRpc.loginGoogle>) {
    return this.google.signIn(await this.googleIdTokens.verify(idToken), client);
  }

  /** The gateway completed Google's redirect flow and checked that Google verified the e-mail. */
  @RpcHandler(IdentityRpc.loginGoogleProfile)
  loginGoogleProfile({
    googleId,
    email,
    name,
    client,
  }: RpcParsedRequest<typeof IdentityRpc.loginGoogleProfile>) {
    return this.google.signIn({ googleId, email, name: displayName(name, email) }, client);
  }

  @RpcHandler(IdentityRpc.refresh)
  refresh({ email, refreshToken, client }: RpcParsedRequest<typeof IdentityRpc.refresh>) {
    return this.refreshSession.execute(email, refreshToken, client);
  }

  @RpcHandler(IdentityRpc.logout)
  logout({ userId, refreshToken }: RpcParsedRequest<typeof IdentityRpc.logout>) {
    return this.signOut.execute(userId, refreshToken);
  }
}
