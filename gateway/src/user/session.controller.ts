import { Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AppError, PublicRoute, ServiceClient } from '@deckforge/kit';
import {
  AUTH_COOKIES,
  ErrorCode,
  googleLoginBody,
  IdentityRpc,
  loginBody,
  refreshTokenBody,
  type SignedIn,
  type UserProfile,
} from '@deckforge/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CurrentUser, type SessionUser } from '../auth/session-user';
import { ApiSchemas, ValidBody } from '../http/validated';
import { RateLimit } from '../rate-limit/rate-limit.guard';
import { AuthCookies } from './auth-cookies.service';
import { clientInfo, presentedToken } from './client-info';
import { UserRateLimits } from './user-rate-limits';

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/** Signing in and out, and keeping a session alive (docs/architecture.md, "Sessions"). */
@ApiTags('user')
@Controller('user')
export class SessionController {
  constructor(
    private readonly client: ServiceClient,
    private readonly cookies: AuthCookies,
  ) {}

  @PublicRoute()
  @Post('login')
  @HttpCode(200)
  @RateLimit(UserRateLimits.loginPerAccount, UserRateLimits.loginPerAddress)
  @ApiSchemas({ body: loginBody })
  async login(
    @ValidBody(loginBody) body: z.output<typeof loginBody>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    try {
      const signedIn = await this.client.send(IdentityRpc.login, {
        ...body,
        client: clientInfo(request),
      });
      return this.startSession(reply, signedIn);
    } catch (error) {
      // The right password of an unverified account: this browser may keep it when it verifies.
      const proof = error instanceof AppError ? error.details?.signupProof : undefined;
      if (typeof proof === 'string') this.cookies.setSignupProof(reply, proof);
      throw error;
    }
  }

  /** The Google Identity Services button's credential (an ID token). */
  @PublicRoute()
  @Post('login-google')
  @HttpCode(200)
  @RateLimit(UserRateLimits.googleLogin)
  @ApiSchemas({ body: googleLoginBody })
  async loginGoogle(
    @ValidBody(googleLoginBody) body: z.output<typeof googleLoginBody>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const signedIn = await this.client.send(IdentityRpc.loginGoogle, {
      ...body,
      client: clientInfo(request),
    });
    return this.startSession(reply, signedIn);
  }

  /** Answered from the access token's claims: no database, no call to identity. */
  @Get('verify-token')
  async verifyToken(@CurrentUser() user: SessionUser): Promise<UserProfile & { message: string }> {
    if (
      user.name !== undefined &&
      user.createdAt !== undefined &&
      user.surveySent !== undefined &&
      user.surveyAsked !== undefined
    ) {
      return {
        message: 'Session is valid',
        userId: user.userId,
        userName: user.name,
        userEmail: user.email,
        createdAt: user.createdAt,
        surveySent: user.surveySent,
        surveyAsked: user.surveyAsked,
      };
    }
    // A token without profile claims (signed by tooling or before a claim existed): ask identity.
    return this.client.send(IdentityRpc.profile, { userId: user.userId });
  }

  /**
   * Needs the refresh cookie: the e-mail in the body only has to match it. A refused refresh
   * clears the cookies, so the browser stops presenting a dead session.
   */
  @PublicRoute()
  @Post('refresh-token')
  @HttpCode(200)
  @ApiSchemas({ body: refreshTokenBody })
  async refreshToken(
    @ValidBody(refreshTokenBody) body: z.output<typeof refreshTokenBody>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const refreshToken = request.cookies[AUTH_COOKIES.refresh];
    if (!refreshToken) throw AppError.unauthenticated(SESSION_EXPIRED);
    try {
      const signedIn = await this.client.send(IdentityRpc.refresh, {
        email: body.email,
        refreshToken,
        client: clientInfo(request),
      });
      return this.startSession(reply, signedIn);
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.Unauthenticated)
        this.cookies.clearSession(reply);
      throw error;
    }
  }

  /** Ends this device's session (its refresh-token family) and clears the cookies; always 200. */
  @PublicRoute()
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    this.cookies.clearSession(reply);
    return this.client.send(IdentityRpc.logout, {
      userId: request.sessionUser?.userId,
      refreshToken: presentedToken(request.cookies[AUTH_COOKIES.refresh]),
    });
  }

  /** Tokens go into cookies, never into the body the browser's scripts can read. */
  private startSession(reply: FastifyReply, signedIn: SignedIn) {
    const { session, ...profile } = signedIn;
    this.cookies.setSession(reply, session);
    return profile;
  }
}
