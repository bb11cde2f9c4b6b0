import { type DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ClientProxyFactory } from '@nestjs/microservices';
import type { ServiceName } from '@deckforge/proto';
import type { BrokerEnv } from '../config/common-env';
import { EventRetryPolicy, SERVICE_NAME } from './event-retry.policy';
import { MessageAckInterceptor } from './message-ack.interceptor';
import { rmqClientOptions } from './rmq-options';
import { BROKER_ENV, RMQ_CLIENT, ServiceClient } from './service.client';

/**
 * RabbitMQ for an app: the `ServiceClient` every app calls others with and, for a service
 * (`consumer` given), the message settling that its handlers run under.
 */
@Global()
@Module({})
export class MessagingModule {
  static forRoot(env: BrokerEnv, consumer?: ServiceName): DynamicModule {
    const providers: Provider[] = [
      { provide: BROKER_ENV, useValue: env },
      { provide: RMQ_CLIENT, useFactory: () => ClientProxyFactory.create(rmqClientOptions(env)) },
      ServiceClient,
    ];
    if (consumer) {
      providers.push({ provide: SERVICE_NAME, useValue: consumer }, EventRetryPolicy, {
        provide: APP_INTERCEPTOR,
        useClass: MessageAckInterceptor,
      });
    }
    return { module: MessagingModule, providers, exports: [ServiceClient, BROKER_ENV] };
  }
}
