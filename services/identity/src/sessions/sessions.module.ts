import { Module } from '@nestjs/common';
import { GoogleIdTokens } from './google-id-tokens.verifier';
import { SecurityModule } from '../security/security.module';
import { UsersModule } from '../users/users.module';
import { VerificationModule } from '../verification/verification.module';
import { AccessTokenSigner } from './access-token.signer';
import { ExpiredRowsSweeper } from './expired-rows.sweeper';
import { GoogleSignInService } from './google-sign-in.service';
import { RefreshTokensRepository } from './refresh-tokens.repository';
import { SessionIssuer } from './session.issuer';
import { SessionsController } from './sessions.controller';
import { RefreshSession } from './refresh-session.use-case';
import { SignIn } from './sign-in.use-case';
import { SignOut } from './sign-out.use-case';

@Module({
  imports: [UsersModule, SecurityModule, VerificationModule],
  controllers: [SessionsController],
  providers: [
    AccessTokenSigner,
    RefreshTokensRepository,
    SessionIssuer,
    SignIn,
    RefreshSession,
    SignOut,
    GoogleSignInService,
    GoogleIdTokens,
    ExpiredRowsSweeper,
  ],
  exports: [AccessTokenSigner, RefreshTokensRepository],
})
export class SessionsModule {}
