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
 * `unhandledRejection` handler of every app, the last guard behind `ReplyingRmqServer` (which
 * catches its own replies): a publish of a library path we do not own that dies with the broker
 * connection rejects a promise nobody holds, and Node would end the process on a broker blip.
 * Such a message is lost either way, so it is logged; any other unhandled rejection is still a
 * defect and still ends the process.
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
