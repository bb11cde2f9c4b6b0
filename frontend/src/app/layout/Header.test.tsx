import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicHandlers, signedInHandlers } from '../../test/fixtures';
import { renderApp, signedInUser } from '../../test/render';
import { apiUrl, http, json, server } from '../../test/server';
import { atPhoneWidth } from '../../test/viewport';

describe('header and footer', () => {
  it('signed out: section links to every anchor and a Login button', async () => {
    server.use(
      ...publicHandlers(),
      http.get(apiUrl('/data/news'), () => json({ message: 'ok', data: [] })),
    );
    renderApp({ route: '/news' });
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/#home', '/#about', '/#features', '/#pricing', '/#faq', '/#contact']);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Workspace' })).not.toBeInTheDocument();
  });

  it('an anchor link from another page opens the landing page at that section', async () => {
    server.use(
      ...publicHandlers(),
      http.get(apiUrl('/data/news'), () => json({ message: 'ok', data: [] })),
    );
    const { user, router } = renderApp({ route: '/news' });
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    await user.click(within(nav).getByRole('link', { name: 'Pricing' }));
    await waitFor(() =>
      expect(router.state.location).toMatchObject({ pathname: '/', hash: '#pricing' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Pay for what you turn into slides' }),
    ).toBeInTheDocument();
  });

  it('signed in: Workspace link and the avatar menu with Profile, Settings and Logout', async () => {
    server.use(
      ...publicHandlers(),
      http.post(apiUrl('/user/logout'), () => json({ message: 'You have been logged out' })),
    );
    const { user, router, store } = renderApp({ route: '/', user: signedInUser });
    expect(screen.getByRole('link', { name: 'Workspace' })).toHaveAttribute('href', '/workspace');
    const avatar = await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' });
    expect(avatar).toHaveTextContent('A');

    await user.click(avatar);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Settings', 'Logout']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('You have been logged out')).toBeInTheDocument();
    expect(store.getState().user.isAuthenticated).toBe(false);
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('the avatar menu opens Profile and Settings', async () => {
    server.use(
      // What the two pages read: the deactivation reasons, the balance and credit history.
      http.get(apiUrl('/data/deactivation-reasons'), () => json({ message: 'ok', data: [] })),
      http.get(apiUrl('/payment/history'), () => json({ message: 'ok', data: [] })),
      ...signedInHandlers(),
    );
    const { user, router } = renderApp({ route: '/', user: signedInUser });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Settings' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('footer: social links in a new tab, legal links, and the copyright of this year', async () => {
    server.use(...publicHandlers());
    renderApp({ route: '/' });
    const footer = await screen.findByRole('contentinfo');
    const social = within(footer).getAllByRole('link', { name: /opens in a new tab/ });
    expect(social.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Deckforge on LinkedIn (opens in a new tab)',
      'Deckforge on X (opens in a new tab)',
      'Deckforge on Facebook (opens in a new tab)',
      'Deckforge on Instagram (opens in a new tab)',
      'Deckforge on YouTube (opens in a new tab)',
    ]);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    expect(within(footer).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/conditions',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Deckforge. All rights reserved.`),
    ).toBeInTheDocument();
  });
});

describe('header and footer, continued', () => {
  it('the section menu (phones) lists the sections and the way in', async () => {
    server.use(...publicHandlers());
    atPhoneWidth();
    const { user, router } = renderApp({ route: '/', user: signedInUser });
    await user.click(await screen.findByRole('button', { name: 'Open the section menu' }));
    const close = await screen.findByRole('button', { name: 'Close the section menu' });
    const inDrawer = within(close.closest('nav')!);
    expect(inDrawer.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'How it works',
      'Features',
      'Pricing',
      'FAQ',
      'Contact',
      'Workspace',
    ]);
    await user.click(inDrawer.getByRole('link', { name: 'Pricing' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Close the section menu' }),
      ).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/');
  });
});
