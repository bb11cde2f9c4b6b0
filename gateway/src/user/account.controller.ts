import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AppError, PublicRoute, ServiceClient } from '@deckforge/kit';
import {
  AUTH_COOKIES,
  deactivationBody,
  IdentityRpc,
  registerBody,
  sendEmailBody,
  updateNameBody,
  updatePasswordBody,
  verifyEmailBody,
} from '@deckforge/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CurrentUser, ownEmail, type SessionUser } from '../auth/session-user';
import { ApiSchemas, ValidBody } from '../http/validated';
import { RateLimit } from '../rate-limit/rate-limit';
import { AuthCookies } from './auth-cookies';
import { clientInfo } from './client-info';
import { UserRateLimits } from './user-rate-limits';

/** Sign-up, verification codes and changes to one's own account (spec section 7). */
@ApiTags('user')
@Controller('user')
export class AccountController {
  constructor(
    private readonly client: ServiceClient,
    private readonly cookies: AuthCookies,
  ) {}

  @PublicRoute()
  @Post('register')
  @RateLimit(UserRateLimits.register)
  @ApiSchemas({ body: registerBody })
  register(
    @ValidBody(registerBody) body: z.output<typeof registerBody>,
    @Req() request: FastifyRequest,
  ) {
    return this.client.send(IdentityRpc.register, { ...body, client: clientInfo(request) });
  }

  /** A verified password-reset code leaves the reset-grant cookie that POST /user/password needs. */
  @PublicRoute()
  @Post('verify-email')
  @HttpCode(200)
  @RateLimit(UserRateLimits.verifyPerAccount, UserRateLimits.verifyPerAddress)
  @ApiSchemas({ body: verifyEmailBody })
  async verifyEmail(
    @ValidBody(verifyEmailBody) body: z.output<typeof verifyEmailBody>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { resetGrant, resetGrantExpiresAt, ...verified } = await this.client.send(
      IdentityRpc.verifyEmail,
      { ...body, client: clientInfo(request) },
    );
    if (resetGrant && resetGrantExpiresAt)
      this.cookies.setResetGrant(reply, resetGrant, resetGrantExpiresAt);
    return verified;
  }

  /** Same answer whether or not the address has an account. */
  @PublicRoute()
  @Post('email')
  @HttpCode(200)
  @RateLimit(UserRateLimits.sendEmailPerAccount, UserRateLimits.sendEmailPerAddress)
  @ApiSchemas({ body: sendEmailBody })
  sendEmail(
    @ValidBody(sendEmailBody) body: z.output<typeof sendEmailBody>,
    @Req() request: FastifyRequest,
  ) {
    return this.client.send(IdentityRpc.sendEmail, { ...body, client: clientInfo(request) });
  }

  /** The access cookie is re-signed with the new name (same expiry), so verify-token shows it. */
  @Post('username')
  @HttpCode(200)
  @ApiSchemas({ body: updateNameBody })
  async updateName(
    @ValidBody(updateNameBody) body: z.output<typeof updateNameBody>,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { access, ...answer } = await this.client.send(IdentityRpc.updateName, {
      userId: user.userId,
      email: ownEmail(user, body.email),
      name: body.name,
      keepAccessUntil: user.accessExpiresAt,
    });
    this.cookies.setAccess(reply, access);
    return answer;
  }

  /**
   * Signed in: for one's own e-mail, keeping this device signed in. Signed out: with the reset
   * grant cookie of a verified password-reset code. Either way every other session ends.
   */
  @PublicRoute()
  @Post('password')
  @HttpCode(200)
  @ApiSchemas({ body: updatePasswordBody })
  async updatePassword(
    @ValidBody(updatePasswordBody) body: z.output<typeof updatePasswordBody>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const session = request.sessionUser;
    const resetGrant = request.cookies[AUTH_COOKIES.resetGrant];
    if (!session && !resetGrant) {
      throw AppError.unauthenticated(
        'Please log in, or verify the code we e-mailed you, to set a new password.',
      );
    }
    const { message } = await this.client.send(IdentityRpc.updatePassword, {
      email: session ? ownEmail(session, body.email) : body.email,
      password: body.password,
      ...(session
        ? { userId: session.userId, currentRefreshToken: request.cookies[AUTH_COOKIES.refresh] }
        : { resetGrant }),
    });
    this.cookies.clearResetGrant(reply);
    return { message };
  }

  /** Ends every session, so this browser's cookies go too. */
  @Post('deactivation')
  @HttpCode(200)
  @ApiSchemas({ body: deactivationBody })
  async deactivate(
    @ValidBody(deactivationBody) body: z.output<typeof deactivationBody>,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const answer = await this.client.send(IdentityRpc.deactivate, {
      userId: user.userId,
      email: ownEmail(user, body.email),
      reason: body.reason,
      details: body.details,
    });
    this.cookies.clearSession(reply);
    return answer;
  }
}
