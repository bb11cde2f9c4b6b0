import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PublicRoute } from '../http/public-route';
import { metricsRegistry } from './metrics';
import { READINESS_CHECKS, type ReadinessCheck } from './readiness.service';

const CHECK_TIMEOUT_MS = 2000;

/** Liveness (`/healthz`: the process answers) and readiness (`/readyz`: its dependencies do). */
@PublicRoute()
@Controller()
export class HealthController {
  constructor(@Inject(READINESS_CHECKS) private readonly checks: ReadinessCheck[]) {}

  @Get('healthz')
  live() {
    return { status: 'ok' };
  }

  @Get('readyz')
  async ready(@Res() reply: FastifyReply) {
    const results = await Promise.all(
      this.checks.map(async (check) => [check.name, await runCheck(check)] as const),
    );
    const ready = results.every(([, result]) => result === 'ok');
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ok' : 'unavailable', checks: Object.fromEntries(results) });
  }
}

/** Prometheus metrics, on a port only the cluster reaches (a service's health port). */
@PublicRoute()
@Controller()
export class MetricsController {
  @Get('metrics')
  async metrics(@Res() reply: FastifyReply) {
    return reply
      .header('content-type', metricsRegistry.contentType)
      .send(await metricsRegistry.metrics());
  }
}

async function runCheck(check: ReadinessCheck): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check.check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return 'ok';
  } catch (error) {
    return `failing: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    clearTimeout(timer);
  }
}
