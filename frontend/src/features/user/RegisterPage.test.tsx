import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { apiUrl, http, json, server } from '../../test/server';

const RULES =
  'Password must be at least 8 characters long, include an uppercase letter, a lowercase letter, a number, and a special character.';

describe('Create Account page', () => {
  it('shows every sign-up rule before calling the server', async () => {
    let calls = 0;
    server.use(
      ...publicHandlers(),
      http.post(apiUrl('/user/register'), () => {
        calls += 1;
        return json({ message: 'ok' });
      }),
    );
    const { user } = renderApp({ route: '/register' });
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getAllByText('Email is required').length).toBeGreaterThan(0);
    expect(screen.getByText(RULES)).toBeInTheDocument();
    expect(
      screen.getAllByText('You must agree to the Terms & Conditions and Privacy Notice.').length,
    ).toBeGreaterThan(0);

    await user.type(screen.getByLabelText(/^Password/), 'Secret1!');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret1?');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('ticks each password rule off as it is typed; any symbol counts as special', async () => {
    server.use(...publicHandlers());
    const { user } = renderApp({ route: '/register' });
    const rules = await screen.findByRole('list', { name: 'What a new password needs' });
    const met = () =>
      within(rules)
        .getAllByRole('listitem')
        .filter((item) => item.dataset.met === 'true')
        .map((item) => item.textContent?.replace(/ \((done|still needed)\)$/, ''));
    expect(met()).toEqual([]);
    await user.type(screen.getByLabelText(/^Password/), 'corr3ct');
    expect(met()).toEqual(['A lowercase letter', 'A number']);
    await user.type(screen.getByLabelText(/^Password/), '-Horse');
    expect(met()).toEqual([
      'At least 8 characters',
      'An uppercase letter',
      'A lowercase letter',
      'A number',
      'A special character, such as # - _ ! or a space',
    ]);
  });

  it('signs up, sets isRegister and opens /verify', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...publicHandlers(),
      http.post(apiUrl('/user/register'), async ({ request }) => {
        bodies.push(await request.json());
        return json(
          { message: 'We sent a code to ada@example.com', email: 'ada@example.com' },
          201,
        );
      }),
    );
    const { user, router, store } = renderApp({ route: '/register' });
    await user.type(await screen.findByLabelText(/^Name/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret1!');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret1!');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify'));
    expect(bodies).toEqual([
      { name: 'Ada Lovelace', email: 'ada@example.com', password: 'Secret1!' },
    ]);
    expect(store.getState().user).toMatchObject({ isRegister: true, userEmail: 'ada@example.com' });
    expect(await screen.findByText('We sent a code to ada@example.com')).toBeInTheDocument();
  });

  it('shows a refusal and stays', async () => {
    server.use(
      ...publicHandlers(),
      http.post(apiUrl('/user/register'), () =>
        json({ message: 'Too many requests. Please wait a moment and try again.' }, 429),
      ),
    );
    const { user, router } = renderApp({ route: '/register' });
    await user.type(await screen.findByLabelText(/^Name/), 'Ada');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret1!');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret1!');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Too many requests. Please wait a moment and try again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('links the terms to /conditions and /privacy, blocks paste into passwords, offers Login', async () => {
    server.use(...publicHandlers());
    renderApp({ route: '/register' });
    const terms = within(await screen.findByRole('main')).getByText(/I agree to the/);
    expect(within(terms).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/conditions',
    );
    expect(within(terms).getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(fireEvent.paste(screen.getByLabelText(/^Password/))).toBe(false);
    expect(fireEvent.paste(screen.getByLabelText(/^Confirm password/))).toBe(false);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
