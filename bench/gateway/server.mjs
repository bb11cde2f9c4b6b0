// The gateway as the benchmark runs it: the real app, plus one route answered entirely inside
// the process with the same FAQ payload, as the baseline for the RabbitMQ hop.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from '../lib/environment.mjs';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { createGatewayApp } = require(join(root, 'gateway/dist/create-gateway-app.js'));

const inlinePayload = process.env.BENCH_INLINE_PAYLOAD;
await createGatewayApp(process.env, {
  beforeListen: (app) => {
    app
      .getHttpAdapter()
      .getInstance()
      .get('/bench/inline', (_request, reply) =>
        reply.type('application/json; charset=utf-8').send(inlinePayload),
      );
  },
});
