import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAQ, publicHandlers, UNCONFIGURED_CLIENT } from '../../test/fixtures';
import { renderApp, signedInUser } from '../../test/render';
import { apiUrl, http, json, server } from '../../test/server';

describe('landing page', () => {
  it('has the six anchored sections', async () => {
    server.use(...publicHandlers());
    const { container } = renderApp();
    await screen.findByRole('heading', { level: 1 });
    // The sections below the hero render right after the first paint.
    await screen.findByRole('heading', { name: 'Talk to the people who build Deckforge' });
    for (const id of ['home', 'about', 'features', 'pricing', 'faq', 'contact']) {
      expect(container.querySelector(`section#${id}`), id).not.toBeNull();
    }
  });

  it.each(['Try for free', 'Launch now', 'Start right away'])(
    "'%s' opens the sign-up choice; email goes to /register",
    async (label) => {
      server.use(...publicHandlers());
      const { user, router } = renderApp();
      await user.click(await screen.findByRole('button', { name: label }));
      const dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
      expect(
        within(dialog).getByText('Use your email to continue with the product for free!'),
      ).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Continue with Email' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    },
  );

  it("offers 'Continue with Google' only where Google sign-in is configured", async () => {
    server.use(...publicHandlers());
    const first = renderApp();
    await first.user.click(await screen.findByRole('button', { name: 'Try for free' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
    await within(dialog).findByRole('button', { name: 'Continue with Email' });
    // The settings are in (one request), and still no Google.
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Continue with Google' })).toBeNull(),
    );
    first.unmount();

    server.use(
      http.get(apiUrl('/config'), () =>
        json({ ...UNCONFIGURED_CLIENT, googleClientId: 'client.apps.googleusercontent.com' }),
      ),
    );
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Try for free' }));
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('dialog', { name: 'Login with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('signed in, the calls to action lead to the workspace', async () => {
    server.use(...publicHandlers());
    renderApp({ user: signedInUser });
    for (const label of ['Go to workspace', 'Start designing', 'Create presentation']) {
      expect(await screen.findByRole('link', { name: label })).toHaveAttribute(
        'href',
        '/workspace',
      );
    }
    expect(screen.queryByRole('button', { name: 'Try for free' })).not.toBeInTheDocument();
  });

  it('shows the system templates, each image being the template path with .png', async () => {
    server.use(...publicHandlers());
    renderApp();
    const aurora = await screen.findByRole('img', { name: 'Title slide of the Aurora template' });
    expect(aurora).toHaveAttribute('src', '/api/v1/storage/system-templates/aurora.png');
    expect(screen.getByRole('img', { name: 'Title slide of the Canvas template' })).toHaveAttribute(
      'src',
      '/api/v1/storage/system-templates/canvas.png',
    );
    expect(screen.getByRole('button', { name: 'Pause the template carousel' })).toBeInTheDocument();
  });

  it('the FAQ is an accordion of the questions from /data/faq', async () => {
    server.use(...publicHandlers());
    const { user } = renderApp();
    const question = await screen.findByRole('button', { name: FAQ[1].question });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: FAQ[1].question })).toHaveTextContent(FAQ[1].answer);
  });
});

describe('landing page, continued', () => {
  it('contact form: validates, sends {formData}, toasts the answer and clears', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...publicHandlers(),
      http.post(apiUrl('/user/contact'), async ({ request }) => {
        bodies.push(await request.json());
        return json({ message: 'Thanks! We will get back to you soon.' });
      }),
    );
    const { user } = renderApp();
    const form = within(
      await screen.findByRole('form', { name: 'Talk to the people who build Deckforge' }),
    );
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(await form.findByText('Name is required')).toBeInTheDocument();
    expect(form.getByText('Email is required')).toBeInTheDocument();
    expect(form.getByText('Message is required')).toBeInTheDocument();

    await user.type(form.getByLabelText(/^Name/), 'Grace');
    await user.type(form.getByLabelText(/^Email/), 'grace@example');
    await user.type(form.getByLabelText(/^Message/), 'Can I use my own fonts?');
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(await form.findByText('Invalid email format')).toBeInTheDocument();

    await user.clear(form.getByLabelText(/^Email/));
    await user.type(form.getByLabelText(/^Email/), 'grace@example.com');
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thanks! We will get back to you soon.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        formData: { name: 'Grace', email: 'grace@example.com', message: 'Can I use my own fonts?' },
      },
    ]);
    expect(form.getByLabelText(/^Message/)).toHaveValue('');
    expect(form.getByLabelText(/^Name/)).toHaveValue('');
  });

  it('Purchase: visitors are asked to sign up; members get the Purchase Credits modal', async () => {
    const orders: unknown[] = [];
    server.use(
      ...publicHandlers(),
      http.post(apiUrl('/payment/checkout'), async ({ request }) => {
        orders.push(await request.json());
        return json({ message: 'Checkout created', url: '/payment/sandbox/cs_1' });
      }),
    );
    const visitor = renderApp();
    await visitor.user.click(await screen.findByRole('button', { name: 'Purchase' }));
    expect(await screen.findByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
    visitor.unmount();

    const { user } = renderApp({ user: signedInUser });
    await user.click(await screen.findByRole('button', { name: 'Purchase' }));
    // The modal shows a loader until the price list is in, then the form.
    await screen.findByRole('spinbutton', { name: 'Credits' });
    const dialog = within(screen.getByRole('dialog', { name: 'Purchase Credits' }));
    const credits = dialog.getByLabelText('Credits');
    expect(credits).toHaveValue(10);
    expect(dialog.getByTestId('purchase-amount')).toHaveTextContent('$0.90');
    await user.clear(credits);
    await user.type(credits, '250');
    expect(dialog.getByTestId('purchase-amount')).toHaveTextContent('$22.50');
    await user.clear(credits);
    await user.type(credits, '3');
    await user.tab();
    expect(credits).toHaveValue(10);
    await user.click(dialog.getByRole('button', { name: 'Order' }));
    await waitFor(() => expect(orders).toEqual([{ amount: 10, userId: signedInUser.userId }]));
  });

  it('shows the price billing charges, and no price when billing cannot say', async () => {
    server.use(...publicHandlers());
    const first = renderApp();
    expect(await screen.findByTestId('price-per-credit')).toHaveTextContent('$0.09');
    // Computed from the real price and what a paper really counts: 17,100 tokens, 85.50 credits.
    const paper = screen.getByRole('row', { name: /An 18-page research paper/ });
    expect(paper).toHaveTextContent('85.50');
    expect(paper).toHaveTextContent('$7.70');
    expect(screen.getByRole('row', { name: /A one-page memo/ })).toHaveTextContent(
      'Free credits cover it',
    );
    first.unmount();

    server.use(
      http.get(apiUrl('/payment/pricing'), () => json({ message: 'Billing is unavailable' }, 503)),
    );
    renderApp({ user: signedInUser });
    expect(await screen.findByText('The price cannot be shown right now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeDisabled();
  });
});
