import { Global, Module } from '@nestjs/common';
import { Outbox } from './outbox.service';

/** Added by the service bootstrap when the spec says `publishesEvents`; any module may inject `Outbox`. */
@Global()
@Module({ providers: [Outbox], exports: [Outbox] })
export class OutboxModule {}
