import type { z } from 'zod';

/**
 * A request/reply call over RabbitMQ: the pattern it is routed by, the schema its payload must
 * satisfy (checked by the receiving service), and — as a phantom type — what it answers.
 */
export interface RpcContract<TRequest extends z.ZodType = z.ZodType, TResponse = unknown> {
  readonly pattern: string;
  readonly request: TRequest;
  /** Never set at run time; carries the response type for `send`. */
  readonly response?: TResponse;
}

/** A fact published after it happened; consumers must be idempotent. */
export interface EventContract<TPayload extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly payload: TPayload;
}

/** `rpc<Answer>()('service.thing.verb', requestSchema)`: curried so the answer type is explicit. */
export const rpc =
  <TResponse>() =>
  <TRequest extends z.ZodType>(
    pattern: string,
    request: TRequest,
  ): RpcContract<TRequest, TResponse> => ({
    pattern,
    request,
  });

export const event = <TPayload extends z.ZodType>(
  name: string,
  payload: TPayload,
): EventContract<TPayload> => ({
  name,
  payload,
});

export type RpcRequest<C> = C extends RpcContract<infer S, unknown> ? z.input<S> : never;
export type RpcParsedRequest<C> = C extends RpcContract<infer S, unknown> ? z.output<S> : never;
export type RpcResponse<C> = C extends RpcContract<z.ZodType, infer R> ? R : never;
export type EventPayload<C> = C extends EventContract<infer S> ? z.output<S> : never;
