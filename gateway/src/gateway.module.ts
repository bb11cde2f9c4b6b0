import { join } from 'node:path';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import {
  AppConfigModule,
  BlobStoreModule,
  BrokerReadiness,
  HealthModule,
  MessagingModule,
  RedisModule,
  repositoryRoot,
} from '@deckforge/kit';
import { AccessTokens } from './auth/access-tokens.verifier';
import { RevokedTokens } from './auth/revoked-tokens.store';
import { SessionGuard } from './auth/session.guard';
import { BillingModule } from './billing/billing.module';
import type { GatewayConfig } from './config';
import { DataModule } from './data/data.module';
import { ApiExceptionFilter } from './http/api-exception.filter';
import { CorrelationInterceptor } from './http/correlation.interceptor';
import { OriginGuard } from './http/origin.guard';
import { PresentationModule } from './presentation/presentation.module';
import { SpaShell } from './http/spa-shell';
import { RateLimitGuard } from './rate-limit/rate-limit.guard';
import { StorageModule } from './storage/storage.module';
import { UserModule } from './user/user.module';

/** Where the built SPA is: STATIC_DIR, else `<repository>/frontend/dist`. */
const staticDirectory = (config: GatewayConfig) =>
  config.STATIC_DIR ?? join(repositoryRoot() ?? process.cwd(), 'frontend', 'dist');

/** Cross-cutting HTTP concerns, registered once; feature modules only add controllers. */
@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        AppConfigModule.forRoot(config),
        MessagingModule.forRoot(config),
        RedisModule.forRoot(config.REDIS_URL),
        // Metrics are served on HEALTH_PORT (create-gateway-app.ts), never on the public port.
        HealthModule.forRoot([BrokerReadiness], { metrics: false }),
        BlobStoreModule.forRoot(config),
        DataModule,
        StorageModule,
        BillingModule,
        UserModule,
        PresentationModule,
      ],
      providers: [
        AccessTokens,
        RevokedTokens,
        { provide: SpaShell, useValue: new SpaShell(staticDirectory(config)) },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        // Guards run in this order: cross-site check, session, then rate limits.
        { provide: APP_GUARD, useClass: OriginGuard },
        { provide: APP_GUARD, useClass: SessionGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_INTERCEPTOR, useClass: CorrelationInterceptor },
      ],
    };
  }
}
