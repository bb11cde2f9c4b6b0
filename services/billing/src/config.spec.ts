import { loadConfig } from '@deckforge/kit';
import { billingConfigSchema } from './config';

describe('billing configuration', () => {
  const required = {
    RABBITMQ_URL: 'amqp://127.0.0.1:5672',
    DATABASE_URL: 'postgres://127.0.0.1/deckforge',
  };

  it('defaults to the sandbox checkout at 0.09 USD per credit and one-hour holds', () => {
    const config = loadConfig(billingConfigSchema, required);
    expect(config).toMatchObject({
      PRICE_PER_CREDIT: 0.09,
      CURRENCY: 'usd',
      HOLD_EXPIRY_SECONDS: 3600,
      HOLD_SWEEP_EVERY_MS: 30_000,
    });
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('reads a price with up to four decimals and a currency in any case', () => {
    expect(
      loadConfig(billingConfigSchema, { ...required, PRICE_PER_CREDIT: '0.0925', CURRENCY: 'EUR' }),
    ).toMatchObject({ PRICE_PER_CREDIT: 0.0925, CURRENCY: 'eur' });
  });

  it.each([
    ['PRICE_PER_CREDIT', '0.12345', 'must have at most four decimals'],
    ['PRICE_PER_CREDIT', '-1', ''],
    ['CURRENCY', 'dollars', 'must be a three-letter ISO 4217 code such as usd'],
    ['STRIPE_API_URL', 'not a url', ''],
    ['HOLD_EXPIRY_SECONDS', '0', 'must be at least 1'],
  ])('refuses %s=%s naming the variable', (name, value, reason) => {
    expect(() => loadConfig(billingConfigSchema, { ...required, [name]: value })).toThrow(
      `Invalid environment variable ${name}: ${reason}`,
    );
  });
});
