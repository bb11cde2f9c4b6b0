import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ServiceClient } from '@deckforge/kit';
import { balanceQuery, BillingRpc } from '@deckforge/proto';
import type { z } from 'zod';
import { CurrentUser, ownUserId, type SessionUser } from '../auth/session-user';
import { ApiSchemas, ValidQuery } from '../http/validated';

/** GET /api/v1/user/balance: the spec puts the balance under /user; billing answers it. */
@ApiTags('user')
@Controller('user')
export class BalanceController {
  constructor(private readonly client: ServiceClient) {}

  @Get('balance')
  @ApiSchemas({ query: balanceQuery })
  balance(
    @CurrentUser() user: SessionUser,
    @ValidQuery(balanceQuery) query: z.output<typeof balanceQuery>,
  ) {
    return this.client.send(BillingRpc.balance, { userId: ownUserId(user, query.userId) });
  }
}
