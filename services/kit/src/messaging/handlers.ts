import { EventPattern, MessagePattern } from '@nestjs/microservices';
import type { EventContract, RpcContract } from '@deckforge/proto';
import { parseOrThrow } from '../errors/validation';

/**
 * `@RpcHandler(Contract)`: routes the contract's pattern to the method and hands it a payload
 * already validated against the contract's schema (an invalid one answers VALIDATION).
 */
export function RpcHandler(contract: RpcContract): MethodDecorator {
  return (target, key, descriptor) => {
    validateFirstArgument(descriptor as TypedPropertyDescriptor<unknown>, contract.request);
    MessagePattern(contract.pattern)(target, key, descriptor);
    return descriptor;
  };
}

/** `@EventHandler(Contract)`: the same for events (at-least-once: the method must be idempotent). */
export function EventHandler(contract: EventContract): MethodDecorator {
  return (target, key, descriptor) => {
    validateFirstArgument(descriptor as TypedPropertyDescriptor<unknown>, contract.payload);
    EventPattern(contract.name)(target, key, descriptor);
    return descriptor;
  };
}

function validateFirstArgument(
  descriptor: TypedPropertyDescriptor<unknown>,
  schema: RpcContract['request'],
) {
  const original = descriptor.value as (...args: unknown[]) => unknown;
  const validated = function (this: unknown, payload: unknown, ...rest: unknown[]) {
    return original.call(this, parseOrThrow(schema, payload), ...rest);
  };
  for (const metadataKey of Reflect.getMetadataKeys(original)) {
    Reflect.defineMetadata(metadataKey, Reflect.getMetadata(metadataKey, original), validated);
  }
  Object.defineProperty(validated, 'name', { value: original.name });
  descriptor.value = validated;
}
