import { describe, expect, it } from 'vitest';
import {
  fetchDeactivationReasons,
  fetchFaq,
  fetchNews,
  fetchSupportedFiles,
  fetchTemplateCategories,
} from '../../api/dataApi';
import { makeStore } from '../../app/store';
import { recordingNotifier } from '../../test/notifier';
import { apiUrl, http, json, server } from '../../test/server';

function setup() {
  const { notifier, shown } = recordingNotifier();
  const store = makeStore(undefined, { notify: notifier });
  return { store, shown, data: () => store.getState().data };
}

describe('data slice and thunks', () => {
  it('stores each list with the message, quietly', async () => {
    server.use(
      http.get(apiUrl('/data/template-categories'), () =>
        json({
          message: 'Categories fetched successfully',
          data: [{ id: 1, category_name: 'Business' }],
        }),
      ),
      http.get(apiUrl('/data/deactivation-reasons'), () =>
        json({
          message: 'Reasons fetched successfully',
          data: [{ id: 1, reason: 'Too expensive', label: 'Too expensive' }],
        }),
      ),
      http.get(apiUrl('/data/supported-files'), () =>
        json({
          message: 'ok',
          data: [
            { category: 'media', type: 'Document', extension: 'pdf', mime: 'application/pdf' },
          ],
        }),
      ),
      http.get(apiUrl('/data/faq'), () =>
        json({ message: 'ok', data: [{ question: 'Q?', answer: 'A.' }] }),
      ),
      http.get(apiUrl('/data/news'), () =>
        json({
          message: 'News fetched successfully',
          data: [{ date: '2025-01-01', text: 'Hello' }],
        }),
      ),
    );
    const { store, shown, data } = setup();
    expect(data()).toMatchObject({
      status: 'idle',
      isCategoriesFetched: false,
      isReasonsFetched: false,
    });

    await store.dispatch(fetchTemplateCategories());
    expect(data()).toMatchObject({
      status: 'success',
      message: 'Categories fetched successfully',
      templateCategories: [{ id: 1, category_name: 'Business' }],
      isCategoriesFetched: true,
      isReasonsFetched: false,
    });
    await store.dispatch(fetchDeactivationReasons());
    await store.dispatch(fetchSupportedFiles());
    await store.dispatch(fetchFaq());
    await store.dispatch(fetchNews());
    expect(data()).toMatchObject({
      isReasonsFetched: true,
      deactivationReasons: [{ id: 1, label: 'Too expensive' }],
      supportedFiles: [{ extension: 'pdf' }],
      faq: [{ question: 'Q?' }],
      news: [{ date: '2025-01-01', text: 'Hello' }],
      message: 'News fetched successfully',
    });
    expect(shown).toEqual([]);
  });

  it('a failed fetch: fail, error stored, message cleared, data kept, error toast', async () => {
    server.use(
      http.get(apiUrl('/data/faq'), () =>
        json({ message: 'ok', data: [{ question: 'Q?', answer: 'A.' }] }),
      ),
    );
    const { store, shown, data } = setup();
    await store.dispatch(fetchFaq());

    server.use(
      http.get(apiUrl('/data/faq'), () =>
        json({ message: 'The data service is unavailable' }, 503),
      ),
    );
    await store.dispatch(fetchFaq());
    expect(data()).toMatchObject({
      status: 'fail',
      message: '',
      error: 'The data service is unavailable',
      faq: [{ question: 'Q?' }],
    });
    expect(shown).toEqual([{ variant: 'error', message: 'The data service is unavailable' }]);
  });
});
