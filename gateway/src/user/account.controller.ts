import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AppError, PublicRoute, ServiceClient } from '@deckforge/kit';
import {
  AUTH_COOKIES,
  deactivationBody,
  IdentityRpc,
  registerBody,
  securityCodeBody,
  sendEmailBody,
  updateNameBody,
  updatePasswordBody,
  verifyEmailBody,
} from '@deckforge/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CurrentUser, ownEmail, type SessionUser } from '../auth/session-user';
import { ApiSchemas, ValidBody } from '../http/validated';
import { RateLimit } from '../rate-limit/rate-limit.guard';
import { AuthCookies } from './auth-cookies.service';
import { clientInfo, presentedToken } from './client-info';
import { UserRateLimits } from './user-rate-limits';

/** Sign-up, verification codes and changes to one's own account (docs/architecture.md, "HTTP API"). */
@ApiTags('user')
@Controller('user')
export class AccountController {
  constructor(
    private readonly client: ServiceClient,
    private readonly cookies: AuthCookies,
  ) {}

  /**
   * The same answer (and cookies) for a new, a taken and a deactivated address; the mail that
   * follows tells them apart. The sign-up proof cookie lets this browser keep its password when
   * it verifies the address.
   */
  @PublicRoute()
  @Post('register')
  @RateLimit(UserRateLimits.register)
  @ApiSchemas({ body: registerBody })
  async register(
    @ValidBody(registerBody) body: z.output<typeof registerBody>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { signupProof, ...answer } = await this.client.send(IdentityRpc.register, {
      ...body,
      client: clientInfo(request),
    });
    this.cookies.setSignupProof(reply, signupProof);
    return answer;
  }

  /**
   * A verified password-reset code leaves the reset-grant cookie that POST /user/password needs;
   * so does a sign-up code entered without this browser's sign-up proof (its password goes).
   */
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
      {
        ...body,
        client: clientInfo(request),
        signupProof: presentedToken(request.cookies[AUTH_COOKIES.signupProof]),
      },
    );
    this.cookies.clearSignupProof(reply);
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
   * Signed in: for one's own e-mail, with the current password or a security code, keeping this
   * device signed in (its access cookie is renewed). Signed out: with the reset grant cookie of a
   * verified password-reset code. Either way every other session and access token ends.
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
    const { message, access } = await this.client.send(IdentityRpc.updatePassword, {
      email: session ? ownEmail(session, body.email) : body.email,
      password: body.password,
      ...(session
        ? {
            userId: session.userId,
            currentRefreshToken: presentedToken(request.cookies[AUTH_COOKIES.refresh]),
            currentPassword: body.currentPassword,
            code: body.code || undefined,
          }
        : { resetGrant: presentedToken(resetGrant) }),
    });
    this.cookies.clearResetGrant(reply);
    if (access) this.cookies.setAccess(reply, access);
    return { message };
  }

  /**
   * E-mails the signed-in owner a code that confirms a password change or a deactivation (for
   * accounts without a password, or when the owner prefers it). Identity allows a few an hour.
   */
  @Post('security-code')
  @HttpCode(200)
  @ApiSchemas({ body: securityCodeBody })
  securityCode(
    @ValidBody(securityCodeBody) body: z.output<typeof securityCodeBody>,
    @CurrentUser() user: SessionUser,
  ) {
    return this.client.send(IdentityRpc.securityCode, {
      userId: user.userId,
      email: ownEmail(user, body.email),
    });
  }

  /** With the current password or a security code; ends every session, so this browser's cookies go too. */
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
      currentPassword: body.currentPassword,
      code: body.code || undefined,
    });
    this.cookies.clearSession(reply);
    return answer;
  }
}
