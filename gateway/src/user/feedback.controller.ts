import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PublicRoute, ServiceClient } from '@deckforge/kit';
import { contactBody, IdentityRpc, surveyAskedBody, surveyBody } from '@deckforge/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CurrentUser, ownUserId, type SessionUser } from '../auth/session-user';
import { ApiSchemas, ValidBody } from '../http/validated';
import { RateLimit } from '../rate-limit/rate-limit.guard';
import { AuthCookies } from './auth-cookies.service';
import { clientInfo } from './client-info';
import { UserRateLimits } from './user-rate-limits';

/** The contact form (anyone) and the feedback survey (signed in, once). */
@ApiTags('user')
@Controller('user')
export class FeedbackController {
  constructor(
    private readonly client: ServiceClient,
    private readonly cookies: AuthCookies,
  ) {}

  @PublicRoute()
  @Post('contact')
  @HttpCode(200)
  @RateLimit(UserRateLimits.contact)
  @ApiSchemas({ body: contactBody })
  contact(
    @ValidBody(contactBody) body: z.output<typeof contactBody>,
    @Req() request: FastifyRequest,
  ) {
    return this.client.send(IdentityRpc.contact, {
      formData: body.formData,
      client: clientInfo(request),
      userId: request.sessionUser?.userId,
    });
  }

  /** surveySent goes into a re-signed access cookie, so verify-token reports it at once. */
  @Post('survey')
  @HttpCode(200)
  @ApiSchemas({ body: surveyBody })
  async survey(
    @ValidBody(surveyBody) body: z.output<typeof surveyBody>,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { access, ...answer } = await this.client.send(IdentityRpc.survey, {
      userId: ownUserId(user, body.userId),
      surveyData: body.surveyData,
      keepAccessUntil: user.accessExpiresAt,
    });
    this.cookies.setAccess(reply, access);
    return answer;
  }

  /**
   * The app showed the survey: the account remembers it, so no browser asks this person again
   * (answered or not). surveyAsked goes into a re-signed access cookie, as surveySent does.
   */
  @Post('survey/asked')
  @HttpCode(200)
  @ApiSchemas({ body: surveyAskedBody })
  async surveyAsked(
    @ValidBody(surveyAskedBody) body: z.output<typeof surveyAskedBody>,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { access, ...answer } = await this.client.send(IdentityRpc.surveyAsked, {
      userId: ownUserId(user, body.userId),
      keepAccessUntil: user.accessExpiresAt,
    });
    this.cookies.setAccess(reply, access);
    return answer;
  }
}
