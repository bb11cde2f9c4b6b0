import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AUTH_COOKIES } from '@deckforge/proto';

/** OpenAPI description of /api/v1 at /api/docs (JSON at /api/docs-json), built from the routes. */
export function setupOpenApi(app: NestFastifyApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Deckforge API')
    .setDescription(
      'Turn documents, images, audio and video into PowerPoint decks. Errors answer {message, requestCode?}.',
    )
    .setVersion('1')
    .addCookieAuth(AUTH_COOKIES.access)
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, config));
}
