import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { publicHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { apiUrl, http, json, server } from '../../test/server';

describe('News page', () => {
  it('fetches the news on open and lists date and text, newest first', async () => {
    let fetches = 0;
    server.use(
      ...publicHandlers(),
      http.get(apiUrl('/data/news'), () => {
        fetches += 1;
        return json({
          message: 'News fetched successfully',
          data: [
            { date: '2024-11-02', text: 'Deckforge opens its beta.' },
            { date: '2025-01-01', text: 'Audio and video become media slides.' },
          ],
        });
      }),
    );
    renderApp({ route: '/news' });
    const list = await within(await screen.findByRole('main')).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '2025-01-01Audio and video become media slides.',
      '2024-11-02Deckforge opens its beta.',
    ]);
    expect(within(items[0]).getByText('2025-01-01').tagName).toBe('TIME');
    expect(fetches).toBeGreaterThanOrEqual(1);
  });

  it("on failure shows the error and logs 'Error occurred while fetching the news'", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      ...publicHandlers(),
      http.get(apiUrl('/data/news'), () =>
        json({ message: 'The data service is unavailable' }, 503),
      ),
    );
    renderApp({ route: '/news' });
    expect(await screen.findByText(/The news could not be loaded/)).toHaveTextContent(
      'The data service is unavailable',
    );
    expect(logged).toHaveBeenCalledWith(
      'Error occurred while fetching the news',
      'The data service is unavailable',
    );
  });
});
