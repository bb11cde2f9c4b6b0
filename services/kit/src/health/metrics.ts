import { collectDefaultMetrics, Histogram, register } from 'prom-client';

/** Process-wide Prometheus metrics; `/metrics` on every app serves this registry. */
collectDefaultMetrics({ prefix: 'deckforge_' });

export const metricsRegistry = register;

export const messagesHandled = new Histogram({
  name: 'deckforge_message_duration_seconds',
  help: 'Time a service took to handle a RabbitMQ request or event, by pattern and outcome',
  labelNames: ['pattern', 'outcome'],
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

export const httpRequests = new Histogram({
  name: 'deckforge_http_request_duration_seconds',
  help: 'Time the gateway took to answer an HTTP request, by method, route and status',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
});
