import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppError, APP_CONFIG } from '@deckforge/kit';
import type { ClientInfo, RenewedAccess, SurveyData } from '@deckforge/proto';
import { DataSource } from 'typeorm';
import type { IdentityConfig } from '../config';
import { IdentityMessages } from '../identity-messages';
import { contactMail } from '../mail/mail-templates';
import { Mailer } from '../mail/mail.mailer';
import { AccessTokenSigner } from '../sessions/access-token.signer';
import { UsersRepository } from '../users/users.repository';
import { FeedbackRepository } from './feedback.repository';

export interface ContactForm {
  name: string;
  email: string;
  message: string;
}

/** The contact form and the feedback survey. */
@Injectable()
export class FeedbackService {
  private readonly logger = new Logger(FeedbackService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
    private readonly dataSource: DataSource,
    private readonly feedback: FeedbackRepository,
    private readonly users: UsersRepository,
    private readonly accessTokens: AccessTokenSigner,
    private readonly mailer: Mailer,
  ) {}

  /**
   * Stored first, then mailed to support. If the mail fails the message is still kept (with no
   * `mailed_at`), so nothing a person wrote is lost; the sender is thanked either way.
   */
  async contact(form: ContactForm, client: ClientInfo, userId?: string) {
    const saved = await this.feedback.saveContact({
      userId: userId ?? null,
      name: form.name,
      email: form.email,
      message: form.message,
      ip: client.ip,
    });
    try {
      await this.mailer.send(
        contactMail(
          this.config.SUPPORT_EMAIL,
          { id: saved.id, ...form, receivedAt: saved.createdAt },
          this.config.PUBLIC_URL,
        ),
      );
      await this.feedback.markMailed(saved.id);
    } catch (error) {
      this.logger.error({
        message: `Contact message ${saved.id} is stored but could not be mailed to support`,
        err: error,
      });
    }
    return { message: IdentityMessages.contactReceived };
  }

  /** Once per user; sets surveySent, which also goes into a re-signed access token. */
  async survey(
    userId: string,
    answers: SurveyData,
    keepAccessUntil?: string,
  ): Promise<{ message: string; surveySent: true; access: RenewedAccess }> {
    const user = await this.dataSource.transaction(async (manager) => {
      const user = await this.users.lockById(manager, userId);
      if (!user || user.deactivatedAt)
        throw AppError.unauthenticated(IdentityMessages.sessionExpired);
      if (user.surveySentAt) throw AppError.conflict(IdentityMessages.surveyAlreadySent);
      await this.feedback.insertSurveyAnswer(manager, userId, answers);
      user.surveySentAt = new Date();
      await this.users.update(manager, userId, { surveySentAt: user.surveySentAt });
      return user;
    });
    return {
      message: IdentityMessages.surveyReceived,
      surveySent: true,
      access: await this.accessTokens.sign(user, keepAccessUntil),
    };
  }

  /**
   * The survey was shown: remembered with the account so no browser asks this person again
   * (the first time counts; a repeat is harmless). Goes into a re-signed access token.
   */
  async surveyAsked(
    userId: string,
    keepAccessUntil?: string,
  ): Promise<{ message: string; surveyAsked: true; access: RenewedAccess }> {
    const user = await this.dataSource.transaction(async (manager) => {
      const user = await this.users.lockById(manager, userId);
      if (!user || user.deactivatedAt)
        throw AppError.unauthenticated(IdentityMessages.sessionExpired);
      if (!user.surveyAskedAt) {
        user.surveyAskedAt = new Date();
        await this.users.update(manager, userId, { surveyAskedAt: user.surveyAskedAt });
      }
      return user;
    });
    return {
      message: IdentityMessages.surveyAsked,
      surveyAsked: true,
      access: await this.accessTokens.sign(user, keepAccessUntil),
    };
  }
}
