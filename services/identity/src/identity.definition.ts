import type { ServiceSpec } from '@deckforge/kit';
import { AccountsModule } from './accounts/accounts.module';
import { Deactivation } from './accounts/deactivation.entity';
import { identityConfigSchema } from './config';
import { ContactMessage } from './feedback/contact-message.entity';
import { SurveyAnswer } from './feedback/survey-answer.entity';
import { FeedbackModule } from './feedback/feedback.module';
import { CreateIdentityTables1733000000000 } from './migrations/1733000000000-create-identity-tables';
import { MoreCodePurposes1734000000001 } from './migrations/1734000000001-more-code-purposes';
import { SurveyAsked1735000000000 } from './migrations/1735000000000-survey-asked';
import { RefreshToken } from './sessions/refresh-token.entity';
import { SessionsModule } from './sessions/sessions.module';
import { User } from './users/user.entity';
import { PasswordResetGrant, VerificationCode } from './verification/verification-code.entity';

export const identityService: ServiceSpec<typeof identityConfigSchema> = {
  name: 'identity',
  configSchema: identityConfigSchema,
  entities: [
    User,
    VerificationCode,
    PasswordResetGrant,
    RefreshToken,
    Deactivation,
    ContactMessage,
    SurveyAnswer,
  ],
  migrations: [
    CreateIdentityTables1733000000000,
    MoreCodePurposes1734000000001,
    SurveyAsked1735000000000,
  ],
  imports: [SessionsModule, AccountsModule, FeedbackModule],
  publishesEvents: true,
};
