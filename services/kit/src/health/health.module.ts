import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { HealthController } from './health.controller';
import { READINESS_CHECKS, type ReadinessCheck } from './readiness';

@Module({})
export class HealthModule {
  static forRoot(checks: Type<ReadinessCheck>[]): DynamicModule {
    return {
      module: HealthModule,
      controllers: [HealthController],
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
