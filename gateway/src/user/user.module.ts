import { Module } from '@nestjs/common';
import { AccountController } from './account.controller';
import { AuthCookies } from './auth-cookies.service';
import { ClientConfigController } from './client-config.controller';
import { FeedbackController } from './feedback.controller';
import { GoogleRedirectController } from './google/google-redirect.controller';
import { GoogleRedirectFlow } from './google/google-redirect.flow';
import { OAuthStateStore } from './google/oauth-state.store';
import { SessionController } from './session.controller';
import { TranscribedLanguages } from './transcribed-languages';

/** Everything under /api/v1/user (identity service behind it) and /api/v1/config. */
@Module({
  controllers: [
    SessionController,
    AccountController,
    FeedbackController,
    GoogleRedirectController,
    ClientConfigController,
  ],
  providers: [AuthCookies, OAuthStateStore, GoogleRedirectFlow, TranscribedLanguages],
})
export class UserModule {}
