import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { HealthController, MetricsController } from './health.controller';
import { READINESS_CHECKS, type ReadinessCheck } from './readiness.service';

@Module({})
export class HealthModule {
  /**
   * `/healthz` and `/readyz`, and `/metrics` unless `metrics: false` (the gateway, whose HTTP
   * port is public, serves metrics on its own port: `startMetricsServer`). `imports` provide what
   * the checks inject.
   */
  static forRoot(
    checks: Type<ReadinessCheck>[],
    options: { metrics?: boolean; imports?: Array<Type | DynamicModule> } = {},
  ): DynamicModule {
    return {
      module: HealthModule,
      imports: options.imports ?? [],
      controllers: [HealthController, ...(options.metrics === false ? [] : [MetricsController])],
      providers: [
        ...checks,
        {
          provide: READINESS_CHECKS,
          useFactory: (...instances: ReadinessCheck[]) => instances,
          inject: checks,
        },
      ],
    };
  }
}
