import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { IdentityMessages } from '../identity-messages';
import { AccessRevocations } from '../security/access-revocations.service';
import { RefreshTokensRepository } from './refresh-tokens.repository';

/**
 * Ends this browser's session (its refresh-token family) and, at once, every access token of
 * the user issued so far — a copied access cookie dies with the log-out. Other devices stay
 * signed in: their next call refreshes.
 */
@Injectable()
export class SignOut {
  constructor(
    private readonly dataSource: DataSource,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly revocations: AccessRevocations,
  ) {}

  async execute(userId: string | undefined, refreshToken: string | undefined) {
    const owner = userId ?? (refreshToken && (await this.refreshTokens.ownerOf(refreshToken)));
    const endFamily = async () => {
      if (refreshToken)
        await this.dataSource.transaction((manager) =>
          this.refreshTokens.revokeFamilyOf(manager, refreshToken),
        );
    };
    await (owner ? this.revocations.around(owner, endFamily, { bestEffort: true }) : endFamily());
    return { message: IdentityMessages.loggedOut };
  }
}
