import { Injectable } from '@nestjs/common';
import { AppError } from '@deckforge/kit';
import type { ClientInfo, SignedIn } from '@deckforge/proto';
import { DataSource } from 'typeorm';
import { IdentityMessages } from '../identity-messages';
import { toProfile } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { AccessTokenSigner } from './access-token.signer';
import { RefreshTokensRepository } from './refresh-tokens.repository';

/**
 * Staying signed in: the refresh token is rotated (a rotated one used again ends its whole
 * family, docs/decisions.md) and a fresh access token signed.
 */
@Injectable()
export class RefreshSession {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly accessTokens: AccessTokenSigner,
  ) {}

  async execute(email: string, refreshToken: string, client: ClientInfo): Promise<SignedIn> {
    const user = await this.users.findByEmail(email);
    if (!user || user.deactivatedAt)
      throw AppError.unauthenticated(IdentityMessages.sessionExpired);
    const rotation = await this.dataSource.transaction((manager) =>
      this.refreshTokens.rotate(manager, refreshToken, user.id, client),
    );
    if (rotation.outcome === 'reused')
      throw AppError.unauthenticated(IdentityMessages.sessionRevoked);
    if (rotation.outcome === 'invalid')
      throw AppError.unauthenticated(IdentityMessages.sessionExpired);
    const access = await this.accessTokens.sign(user);
    return {
      message: IdentityMessages.sessionRefreshed,
      ...toProfile(user),
      session: {
        ...access,
        refreshToken: rotation.issued.token,
        refreshExpiresAt: rotation.issued.expiresAt.toISOString(),
      },
    };
  }
}
