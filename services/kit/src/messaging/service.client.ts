import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { type ClientProxy, RmqRecordBuilder } from '@nestjs/microservices';
import {
  CORRELATION_HEADER,
  type EventContract,
  type EventPayload,
  type RpcContract,
  type RpcRequest,
  type RpcResponse,
  serviceOfPattern,
} from '@deckforge/proto';
import { firstValueFrom, map, race, Subject, timeout, TimeoutError } from 'rxjs';
import type { BrokerEnv } from '../config/common-env';
import { AppError } from '../errors/app-error';
import { currentCorrelationId } from '../logging/correlation';

export const RMQ_CLIENT = Symbol('RMQ_CLIENT');
export const BROKER_ENV = Symbol('BROKER_ENV');

/**
 * Typed calls to other services. `send` waits at most RPC_TIMEOUT_MS and turns every way a call
 * can fail into an AppError: the service's own error, a timeout (504), or a broker that is not
 * reachable (503). Requests expire in the queue when the caller stopped waiting for them.
 */
@Injectable()
export class ServiceClient implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ServiceClient.name);
  private connected = false;
  /** Fires when the broker connection drops: replies to requests in flight will never come. */
  private readonly connectionLost = new Subject<void>();

  constructor(
    @Inject(RMQ_CLIENT) private readonly client: ClientProxy,
    @Inject(BROKER_ENV) private readonly env: BrokerEnv,
  ) {
    client.status.subscribe((status) => {
      if (status === 'connected') this.connected = true;
      if (status === 'disconnected') {
        this.connected = false;
        this.connectionLost.next();
      }
    });
  }

  onApplicationBootstrap() {
    // Connect early so the first request does not pay for it; failures are retried by the
    // connection manager and reported by the readiness check, never fatal here.
    this.client
      .connect()
      .catch((error: unknown) => this.logger.warn(`Broker not reachable yet: ${String(error)}`));
  }

  async onApplicationShutdown() {
    await this.client.close();
  }

  get isConnected(): boolean {
    return this.connected;
  }

  async send<C extends RpcContract>(
    contract: C,
    payload: RpcRequest<C>,
    options: { timeoutMs?: number } = {},
  ): Promise<RpcResponse<C>> {
    const timeoutMs = options.timeoutMs ?? this.env.RPC_TIMEOUT_MS;
    const service = serviceOfPattern(contract.pattern) ?? 'requested';
    const record = new RmqRecordBuilder(payload)
      .setOptions({ headers: this.headers(), expiration: String(timeoutMs) })
      .build();
    try {
      // A dropped connection takes the reply queue with it: fail at once instead of waiting
      // out a timeout that may be minutes long (the service may still have done the work, as
      // after a timeout, so the caller is told to try again).
      return await firstValueFrom(
        race(
          this.client
            .send<RpcResponse<C>>(contract.pattern, record)
            .pipe(timeout({ first: timeoutMs })),
          this.connectionLost.pipe(
            map(() => {
              throw new Error('Broker connection lost while waiting for the reply');
            }),
          ),
        ),
      );
    } catch (error) {
      if (error instanceof TimeoutError) {
        throw AppError.timeout(`The ${service} service did not answer in time. Please try again.`);
      }
      if (isConnectionFailure(error)) {
        throw AppError.unavailable(
          `The ${service} service cannot be reached right now. Please try again.`,
          error,
        );
      }
      throw AppError.fromPayload(error);
    }
  }

  /** Publishes an event; resolves once the broker confirmed it (persistent message). */
  emit<E extends EventContract>(contract: E, payload: EventPayload<E>): Promise<void> {
    return this.publish(contract.name, payload);
  }

  /** `emit` for an event already validated elsewhere (the outbox stores name and payload). */
  async publish(eventName: string, payload: unknown): Promise<void> {
    const record = new RmqRecordBuilder(payload)
      .setOptions({ headers: this.headers(), persistent: true })
      .build();
    await firstValueFrom(this.client.emit(eventName, record), { defaultValue: undefined });
  }

  private headers(): Record<string, string> {
    const correlationId = currentCorrelationId();
    return correlationId ? { [CORRELATION_HEADER]: correlationId } : {};
  }
}

const isConnectionFailure = (error: unknown): boolean => {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /connection lost|reconnect|ECONNREFUSED|connect failed|channel closed|not connected/i.test(
    text,
  );
};
