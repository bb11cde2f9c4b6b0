import { Injectable } from '@nestjs/common';
import type { ClientInfo, SignedIn } from '@deckforge/proto';
import { DataSource } from 'typeorm';
import { IdentityMessages } from '../identity-messages';
import { toProfile, type User } from '../users/user.entity';
import { AccessTokenSigner } from './access-token.signer';
import { RefreshTokensRepository } from './refresh-tokens.repository';

/** A new session for a user who just proved who they are: a refresh token family and an access token. */
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly dataSource: DataSource,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly accessTokens: AccessTokenSigner,
  ) {}

  async start(user: User, client: ClientInfo): Promise<SignedIn> {
    const refresh = await this.dataSource.transaction((manager) =>
      this.refreshTokens.issue(manager, user.id, client),
    );
    const access = await this.accessTokens.sign(user);
    return {
      message: IdentityMessages.loggedIn,
      ...toProfile(user),
      session: {
        ...access,
        refreshToken: refresh.token,
        refreshExpiresAt: refresh.expiresAt.toISOString(),
      },
    };
  }
}
