import { Injectable } from '@nestjs/common';
import type { RenewedAccess } from '@deckforge/proto';
import { IdentityMessages } from '../identity-messages';
import { AccessTokenSigner } from '../sessions/access-token.signer';
import { UsersRepository } from '../users/users.repository';
import { Accounts } from './accounts';

export interface NameChange {
  userId: string;
  email: string;
  name: string;
  keepAccessUntil?: string;
}

/** The new name also goes into a re-signed access token, so verify-token shows it at once. */
@Injectable()
export class UpdateName {
  constructor(
    private readonly accounts: Accounts,
    private readonly users: UsersRepository,
    private readonly accessTokens: AccessTokenSigner,
  ) {}

  async execute({
    userId,
    email,
    name,
    keepAccessUntil,
  }: NameChange): Promise<{ message: string; userName: string; access: RenewedAccess }> {
    const user = await this.accounts.active(userId, email);
    await this.users.update(user.id, { name });
    user.name = name;
    return {
      message: IdentityMessages.nameUpdated,
      userName: name,
      access: await this.accessTokens.sign(user, keepAccessUntil),
    };
  }
}
