import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userApi } from '../../api/userApi';
import { publicHandlers } from '../../test/fixtures';
import { renderApp, signedInUser } from '../../test/render';
import { apiUrl, http, json, server } from '../../test/server';

describe('the return from the checkout (?session_id)', () => {
  it('verifies the session once, confirms, refreshes the balance and opens /profile after 3 s', async () => {
    const verified: unknown[] = [];
    server.use(
      ...publicHandlers(),
      http.post(apiUrl('/payment/verify-payment'), async ({ request }) => {
        verified.push(await request.json());
        return json({ message: 'Payment verified', paid: true });
      }),
      http.get(apiUrl('/user/balance'), () => json({ message: 'ok', creditBalance: 35 })),
      http.get(apiUrl('/user/verify-token'), () => json({ message: 'ok', ...signedInUser })),
      http.get(apiUrl('/payment/history'), () => json({ message: 'ok', data: [] })),
    );
    window.sessionStorage.setItem('deckforge.orderedCredits', '25');
    const { router, store } = renderApp({ route: '/?session_id=cs_test_123', user: signedInUser });
    expect(
      await screen.findByText('Payment Successful. Credits have been added'),
    ).toBeInTheDocument();
    // The parameter leaves the address at once: a reload does not verify again.
    expect(router.state.location.search).toBe('');
    // The paid session invalidated the balance: the Profile's figure is asked for again.
    await waitFor(() =>
      expect(userApi.endpoints.getBalance.select()(store.getState()).data).toBe(35),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), {
      timeout: 6000,
    });
    expect(verified).toEqual([
      { sessionId: 'cs_test_123', credits: 25, userId: signedInUser.userId },
    ]);
  });

  it("an unpaid session reads 'Payment failed. Please try again.' and stays", async () => {
    server.use(
      ...publicHandlers(),
      http.post(apiUrl('/payment/verify-payment'), () =>
        json({ message: 'Not paid', paid: false }),
      ),
    );
    const { router } = renderApp({ route: '/?session_id=cs_test_unpaid', user: signedInUser });
    expect(await screen.findByText('Payment failed. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
