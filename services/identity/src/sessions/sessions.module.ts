import { Module } from '@nestjs/common';
import { GoogleIdTokens } from '../google/google-id-tokens';
import { UsersModule } from '../users/users.module';
import { AccessTokenSigner } from './access-token.signer';
import { ExpiredRowsJanitor } from './expired-rows.janitor';
import { RefreshTokens } from './refresh-tokens';
import { SessionService } from './session.service';
import { SessionsController } from './sessions.controller';

@Module({
  imports: [UsersModule],
  controllers: [SessionsController],
  providers: [AccessTokenSigner, RefreshTokens, SessionService, GoogleIdTokens, ExpiredRowsJanitor],
  exports: [AccessTokenSigner, RefreshTokens],
})
export class SessionsModule {}
