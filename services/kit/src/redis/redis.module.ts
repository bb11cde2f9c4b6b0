import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG } from '../config/app-config.module';

export const REDIS = Symbol('REDIS');

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** One shared Redis connection per app (rate limits, caches); closed on shutdown. */
@Global()
@Module({})
export class RedisModule {
  static forRoot(url: string): DynamicModule {
    return {
      module: RedisModule,
      providers: [
        {
          provide: REDIS,
          useFactory: () => connect(url),
        },
        RedisCloser,
      ],
      exports: [REDIS],
    };
  }

  /** The same, from the app's validated config (APP_CONFIG with `REDIS_URL`), for service specs. */
  static fromAppConfig(): DynamicModule {
    return {
      module: RedisModule,
      providers: [
        {
          provide: REDIS,
          useFactory: (config: { REDIS_URL: string }) => connect(config.REDIS_URL),
          inject: [APP_CONFIG],
        },
        RedisCloser,
      ],
      exports: [REDIS],
    };
  }
}

const connect = (url: string) =>
  new Redis(url, { maxRetriesPerRequest: 1, enableReadyCheck: true });
