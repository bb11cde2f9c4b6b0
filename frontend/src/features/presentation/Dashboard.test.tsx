import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInHandlers } from '../../test/fixtures';
import { gate } from '../../test/gate';
import { renderApp, signedInUser } from '../../test/render';
import { apiUrl, http, json, server } from '../../test/server';

const estimateAnswer = (tokenCount: number) =>
  http.get(apiUrl('/ppt/count-tokens'), () =>
    json({ message: 'Counted', tokenCount, tokenLimit: 20_000, tokenPerCredit: 200, files: [] }),
  );

async function openDashboard(options: { surveySent?: boolean } = {}) {
  const view = renderApp({
    route: '/workspace',
    user: { ...signedInUser, surveySent: options.surveySent ?? false },
  });
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return view;
}

async function fillAndCreate(user: ReturnType<typeof renderApp>['user']) {
  // Pasted, not typed: one event instead of sixteen keeps the flow tests fast on a busy machine.
  await user.click(screen.getByLabelText(/^Title/));
  await user.paste('Quarterly review');
  await user.click(screen.getByRole('combobox', { name: /^Media/ }));
  await user.click(await screen.findByRole('option', { name: /report\.md/ }));
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('combobox', { name: /^Template/ }));
  await user.click(await screen.findByRole('option', { name: /Aurora/ }));
  await user.click(screen.getByRole('button', { name: 'Create' }));
}

describe('Dashboard: the create-presentation flow', () => {
  it('names what is missing and asks the server nothing', async () => {
    const counted: string[] = [];
    server.use(
      ...signedInHandlers(),
      http.get(apiUrl('/ppt/count-tokens'), ({ request }) => {
        counted.push(request.url);
        return json({});
      }),
    );
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Please select media files')).toBeInTheDocument();
    expect(screen.getByText('Please select a template')).toBeInTheDocument();
    expect(counted).toEqual([]);
  });

  it('estimate → Proceed → Projects, a toast that opens the deck, the survey once it is closed', async () => {
    const generated: URLSearchParams[] = [];
    const surveys: unknown[] = [];
    server.use(
      ...signedInHandlers({ balance: 10 }),
      estimateAnswer(1501),
      http.get(apiUrl('/ppt/generate-presentation'), async ({ request }) => {
        generated.push(new URL(request.url).searchParams);
        return json({
          message: 'Your presentation "Quarterly review" is ready in Projects.',
          jobId: 'job',
          fileId: 'projects-Review-pptx',
          creditsCharged: 7.51,
        });
      }),
      http.get(apiUrl('/ppt/jobs/:jobId'), () => json({ message: 'missing' }, 404)),
      http.post(apiUrl('/user/survey'), async ({ request }) => {
        surveys.push(await request.json());
        return json({ message: 'Thank you for your feedback!' });
      }),
    );
    const { user, router, store } = await openDashboard();
    await fillAndCreate(user);

    const estimate = await screen.findByRole('dialog', { name: 'Credit Estimate' });
    expect(within(estimate).getByText('7.51 credits')).toBeInTheDocument();
    expect(within(estimate).getByText('10.00 credits')).toBeInTheDocument();
    await user.click(within(estimate).getByRole('button', { name: 'Proceed' }));

    // Projects, and the toast leads to the new deck; no survey over the result.
    await waitFor(() => expect(router.state.location.search).toBe('?section=projects'));
    expect(
      await screen.findByText('Your presentation "Quarterly review" is ready in Projects.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Tell us how it went' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the deck' }));
    const deck = await screen.findByRole('dialog', { name: 'Review' });
    expect(router.state.location.search).toBe('?section=projects&deck=projects-Review-pptx');
    expect(screen.queryByRole('dialog', { name: 'Tell us how it went' })).not.toBeInTheDocument();
    await user.click(within(deck).getByRole('button', { name: 'Close the preview' }));
    const survey = await screen.findByRole('dialog', { name: 'Tell us how it went' });
    const query = generated[0];
    expect(query.get('title')).toBe('Quarterly review');
    expect(query.get('credits')).toBe('7.51');
    expect(query.get('templateId')).toBe('00000000-0000-4000-8000-000000000000');
    expect(JSON.parse(query.get('files') ?? '')).toEqual([
      { file_id: 'media-report-md', file_type: 'text/markdown' },
    ]);
    expect(query.get('jobId')).toMatch(/^[0-9a-f-]{36}$/);

    // Every scale and field of the spec's survey.
    for (const scale of [
      'How satisfied are you with your presentation?',
      'Would you pay for presentations like this one?',
      'How easy was it to create your presentation?',
      'How likely are you to recommend Deckforge to a friend or colleague?',
    ])
      expect(within(survey).getByRole('radiogroup', { name: scale })).toBeInTheDocument();
    await user.click(within(survey).getByRole('radio', { name: 'Satisfied' }));
    await user.click(within(survey).getByRole('radio', { name: 'No' }));
    await user.click(within(survey).getByLabelText('What did you like most?'));
    await user.paste('Speed');
    await user.click(within(survey).getByRole('radio', { name: 'Easy' }));
    await user.click(within(survey).getByRole('radio', { name: 'Likely' }));
    await user.click(within(survey).getByRole('button', { name: 'Send feedback' }));

    await waitFor(() => expect(store.getState().user.surveySent).toBe(true));
    expect(router.state.location.search).toBe('?section=projects');
    expect(surveys).toEqual([
      {
        userId: signedInUser.userId,
        surveyData: {
          satisfaction: 'Satisfied',
          wouldPay: false,
          likeMost: 'Speed',
          likeLeast: '',
          featureRequests: '',
          easeOfUse: 'Easy',
          recommendation: 'Likely',
          comments: '',
        },
      },
    ]);
  }, 40_000); // The whole flow: longer than one screen's test on a busy machine.
});

describe('Dashboard: the create-presentation flow, part 2', () => {
  it("shows the job's stage and percent under 'Creating...' while the deck is made", async () => {
    const door = gate();
    server.use(
      ...signedInHandlers({ balance: 10, surveySent: true }),
      estimateAnswer(200),
      http.get(apiUrl('/ppt/generate-presentation'), async () => {
        await door.pass();
        return json({ message: 'Ready', jobId: 'j', fileId: 'f', creditsCharged: 1 });
      }),
      http.get(apiUrl('/ppt/jobs/:jobId'), ({ params }) =>
        json({
          jobId: params.jobId,
          title: 'Quarterly review',
          state: 'active',
          stage: 'rendering',
          percent: 62.4,
          costHundredths: 100,
        }),
      ),
    );
    const { user } = await openDashboard({ surveySent: true });
    await fillAndCreate(user);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Credit Estimate' })).getByRole('button', {
        name: 'Proceed',
      }),
    );
    expect(await screen.findByText('Creating...')).toBeInTheDocument();
    await door.arrived;
    expect(await screen.findByText('Designing the slides')).toBeInTheDocument();
    expect(screen.getByTestId('generation-percent')).toHaveTextContent('62%');
    expect(screen.getByRole('progressbar', { name: 'Presentation progress' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    );
    door.open();
    await waitFor(() => expect(screen.queryByText('Creating...')).not.toBeInTheDocument());
  });

  it('asks the survey once per person: "Not now" is an answer too, kept by the account', async () => {
    const asked: unknown[] = [];
    // (The first matching handler answers: the specific one before the shared ones.)
    server.use(
      http.post(apiUrl('/user/survey/asked'), async ({ request }) => {
        asked.push(await request.json());
        return json({ message: 'We will not ask again.', surveyAsked: true });
      }),
      ...signedInHandlers(),
    );
    const { user, store } = renderApp({ route: '/workspace?section=projects', user: signedInUser });
    const openAndClose = async () => {
      await user.click(await screen.findByRole('button', { name: 'Preview Review.pptx' }));
      const deck = await screen.findByRole('dialog', { name: 'Review' });
      await user.click(within(deck).getByRole('button', { name: 'Close the preview' }));
    };
    await openAndClose();
    const survey = await screen.findByRole('dialog', { name: 'Tell us how it went' });
    await user.click(within(survey).getByRole('button', { name: 'Not now' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Tell us how it went' })).not.toBeInTheDocument(),
    );
    expect(asked).toEqual([{ userId: signedInUser.userId }]);
    expect(store.getState().user.surveyAsked).toBe(true);
    await openAndClose();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().user.surveySent).toBe(false);
    expect(asked).toHaveLength(1);
  }, 40_000);

  it('does not ask a person whose account was asked on another browser', async () => {
    server.use(...signedInHandlers({ surveyAsked: true }));
    const { user } = renderApp({ route: '/workspace?section=projects', user: signedInUser });
    // The session check brings the account's answer before the deck is opened.
    await user.click(await screen.findByRole('button', { name: 'Preview Review.pptx' }));
    const deck = await screen.findByRole('dialog', { name: 'Review' });
    await user.click(within(deck).getByRole('button', { name: 'Close the preview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Tell us how it went' })).not.toBeInTheDocument();
  }, 40_000);

  it('goes straight to Projects when the survey was already sent', async () => {
    server.use(
      ...signedInHandlers({ balance: 10, surveySent: true }),
      estimateAnswer(200),
      http.get(apiUrl('/ppt/generate-presentation'), () =>
        json({ message: 'Ready', jobId: 'j', fileId: 'f', creditsCharged: 1 }),
      ),
      http.get(apiUrl('/ppt/jobs/:jobId'), () => json({ message: 'missing' }, 404)),
    );
    const { user, router } = await openDashboard({ surveySent: true });
    await fillAndCreate(user);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Credit Estimate' })).getByRole('button', {
        name: 'Proceed',
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?section=projects'));
    expect(screen.queryByRole('dialog', { name: 'Tell us how it went' })).not.toBeInTheDocument();
  });

  it('a shortage shows the missing credits and opens Purchase Credits with them (at least 10)', async () => {
    server.use(...signedInHandlers({ balance: 2.5 }), estimateAnswer(3000));
    const { user } = await openDashboard();
    await fillAndCreate(user);
    const shortage = await screen.findByRole('dialog', { name: 'Credit Shortage' });
    expect(within(shortage).getByText('12.50 credits')).toBeInTheDocument();
    await user.click(within(shortage).getByRole('button', { name: 'Purchase' }));
    // The modal shows a loader until the price list is in, then the form.
    await screen.findByLabelText('Credits');
    const purchase = screen.getByRole('dialog', { name: 'Purchase Credits' });
    expect(within(purchase).getByLabelText('Credits')).toHaveValue(13);
    expect(within(purchase).getByTestId('purchase-amount')).toHaveTextContent('$1.17');
  });
});

describe('Dashboard: the create-presentation flow, part 3', () => {
  it('credits bought for a short draft: back on the form with everything chosen, offered to create', async () => {
    server.use(
      ...signedInHandlers({ balance: 2.5 }),
      estimateAnswer(3000),
      http.post(apiUrl('/payment/checkout'), () =>
        json({ message: 'Checkout', url: 'about:blank#checkout' }),
      ),
    );
    const { user, store, unmount } = await openDashboard();
    await fillAndCreate(user);
    const shortage = await screen.findByRole('dialog', { name: 'Credit Shortage' });
    await user.click(within(shortage).getByRole('button', { name: 'Purchase' }));
    await screen.findByLabelText('Credits');
    // The draft is in the (persisted) store, so it survives the checkout's page load.
    const { createDraft } = store.getState();
    expect(createDraft).toEqual({
      title: 'Quarterly review',
      mediaIds: ['media-report-md'],
      templateId: '00000000-0000-4000-8000-000000000000',
      awaitingPurchase: true,
    });
    unmount();

    // The checkout's return: a new page with what the store restored.
    server.use(
      ...signedInHandlers({ balance: 20 }),
      estimateAnswer(3000),
      http.post(apiUrl('/payment/verify-payment'), () => json({ message: 'ok', paid: true })),
    );
    const back = renderApp({
      route: '/?session_id=cs_test_draft',
      user: signedInUser,
      preloadedState: { createDraft },
    });
    await waitFor(() => expect(back.router.state.location.pathname).toBe('/workspace'));
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Quarterly review');
    // The names come with the library's and the templates' lists, which load after the form.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Media/ })).toHaveTextContent('report.md'),
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Template/ })).toHaveTextContent('Aurora'),
    );
    await back.user.click(
      await screen.findByRole('button', { name: 'Create “Quarterly review” now' }),
    );
    const estimate = await screen.findByRole('dialog', { name: 'Credit Estimate' });
    expect(within(estimate).getByText('15.00 credits')).toBeInTheDocument();
    expect(back.store.getState().createDraft.awaitingPurchase).toBe(false);
  }, 40_000);

  it('over the token limit: the spec message, no dialog', async () => {
    server.use(
      ...signedInHandlers(),
      http.get(apiUrl('/ppt/count-tokens'), () =>
        json({ message: 'Counted', tokenCount: 25_000, tokenLimit: 20_000, tokenPerCredit: 200 }),
      ),
    );
    const { user } = await openDashboard();
    await fillAndCreate(user);
    expect(
      await screen.findByText('Your presentation exceedes token limit of 20000.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
