import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import { currentCorrelationId } from './correlation';

/**
 * JSON lines on stdout, one logger per process. Every line carries the app name and, when the
 * work belongs to a request, its correlation id.
 */
export function createRootLogger(app: string, level: string): Logger {
  return pino({
    level,
    base: { app },
    messageKey: 'message',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const correlationId = currentCorrelationId();
      return correlationId ? { correlationId } : {};
    },
  });
}

/** Adapts pino to Nest's LoggerService so framework and app logs share one format. */
export class KitLogger implements LoggerService {
  constructor(private readonly root: Logger) {}

  log(message: unknown, context?: string) {
    this.write('info', message, context);
  }
  error(message: unknown, traceOrContext?: string, context?: string) {
    const stack = context ? traceOrContext : undefined;
    this.write('error', message, context ?? traceOrContext, stack);
  }
  warn(message: unknown, context?: string) {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string) {
    this.write('trace', message, context);
  }
  fatal(message: unknown, context?: string) {
    this.write('fatal', message, context);
  }

  private write(level: pino.Level, message: unknown, context?: string, stack?: string) {
    if (message instanceof Error) {
      this.root[level]({ context, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.root[level]({ context, ...message });
    } else {
      this.root[level]({ context, ...(stack ? { stack } : {}) }, String(message));
    }
  }
}
