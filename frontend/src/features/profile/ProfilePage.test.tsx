import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRICING, signedInHandlers } from '../../test/fixtures';
import { renderApp, signedInUser } from '../../test/render';
import { apiUrl, http, json, server } from '../../test/server';

const HISTORY = [
  {
    kind: 'commit',
    credits: -1.25,
    description: 'Presentation “Review”',
    occurredAt: '2025-01-06T09:00:00.000Z',
  },
  {
    kind: 'purchase',
    credits: 20,
    description: 'Credits purchased',
    occurredAt: '2025-01-05T12:00:00.000Z',
    amount: 1.8,
    currency: 'usd',
  },
];

describe('Profile', () => {
  it('shows the initial, name, Joined on, balance, history, and Buy credits opens the purchase', async () => {
    server.use(
      http.get(apiUrl('/payment/history'), () => json({ message: 'ok', data: HISTORY })),
      http.get(apiUrl('/payment/pricing'), () => json(PRICING)),
      ...signedInHandlers({ balance: 28.75 }),
    );
    const { user } = renderApp({ route: '/profile', user: signedInUser });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(screen.getByTestId('profile-avatar')).toHaveTextContent(/^A$/);
    expect(screen.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('Joined on Jan 5, 2025')).toBeInTheDocument();
    expect(await screen.findByText('28.75')).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'Credit history' });
    expect(within(history).getByText('−1.25')).toBeInTheDocument();
    expect(within(history).getByText('+20.00')).toBeInTheDocument();
    expect(within(history).getByText('Jan 5, 2025 · $1.80')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Buy credits' }));
    // The modal shows a loader until the price list is in, then the form.
    await screen.findByLabelText('Credits');
    const purchase = screen.getByRole('dialog', { name: 'Purchase Credits' });
    expect(within(purchase).getByLabelText('Credits')).toHaveValue(10);
    expect(within(purchase).getByTestId('purchase-amount')).toHaveTextContent('$0.90');
  });
});
