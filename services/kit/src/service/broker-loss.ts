/**
 * amqplib's words for a publish that died with its channel or connection (the broker restarted,
 * the network dropped).
 */
const BROKER_LOSS = /^(channel closed|Channel closed|Connection closed|Unexpected close)\b/;

/** Whether a rejection is a message lost together with the broker connection. */
export function isBrokerLoss(reason: unknown): boolean {
  return reason instanceof Error && BROKER_LOSS.test(reason.message);
}

/**
 * `unhandledRejection` handler of every app. Nest's RabbitMQ server sends each RPC reply without
 * waiting for the promise amqp-connection-manager returns, so a connection that drops while a
 * reply is in flight rejects a promise nobody holds, and Node would end the process: every
 * service died on a broker blip. Such a reply is lost either way (the caller was told to try
 * again, and the unacknowledged request is redelivered), so it is logged; any other unhandled
 * rejection is still a defect and still ends the process.
 */
export function tolerateBrokerLoss(
  reason: unknown,
  warn: (message: string) => void = (message) =>
    process.stderr.write(
      `${JSON.stringify({ level: 'warn', message, time: new Date().toISOString() })}\n`,
    ),
): void {
  if (!isBrokerLoss(reason)) throw reason;
  warn(`A message was lost with the broker connection: ${(reason as Error).message}`);
}
