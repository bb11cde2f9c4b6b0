import { applyDecorators, Body, type PipeTransform, Query } from '@nestjs/common';
import { ApiBody, ApiQuery } from '@nestjs/swagger';
import { parseOrThrow } from '@deckforge/kit';
import { z } from 'zod';

/** Validates (and normalises) a request part with a proto schema: 400 naming the field otherwise. */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}
  transform(value: unknown): z.output<S> {
    // No body at all reads as an empty one; a JSON `null` is a body, and not an object.
    return parseOrThrow(this.schema, value === undefined ? {} : value);
  }
}

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;

/** `@ValidBody(schema) body`: validated body, documented in the OpenAPI description. */
export const ValidBody = (schema: z.ZodType): ParameterDecorator => Body(new ZodPipe(schema));

/** `@ValidQuery(schema) query`: validated query string. */
export const ValidQuery = (schema: z.ZodType): ParameterDecorator => Query(new ZodPipe(schema));

/** OpenAPI description of a route's body and query, from the same schemas that validate them. */
export function ApiSchemas(parts: { body?: z.ZodType; query?: z.ZodObject }): MethodDecorator {
  const decorators: MethodDecorator[] = [];
  if (parts.body) decorators.push(ApiBody({ schema: jsonSchema(parts.body) }));
  if (parts.query) {
    const required = new Set((jsonSchema(parts.query).required as string[] | undefined) ?? []);
    for (const [name, field] of Object.entries(parts.query.shape)) {
      decorators.push(
        ApiQuery({ name, required: required.has(name), schema: jsonSchema(field as z.ZodType) }),
      );
    }
  }
  return applyDecorators(...decorators);
}
