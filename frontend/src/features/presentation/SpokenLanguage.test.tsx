import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIBRARY, signedInHandlers, UNCONFIGURED_CLIENT } from '../../test/fixtures';
import { renderApp, signedInUser } from '../../test/render';
import { apiUrl, http, json, server } from '../../test/server';
import { defaultSpeechLanguage } from './speechLanguage';

const lecture = {
  ...LIBRARY[0],
  file_id: 'media-lecture-mp3',
  name: 'lecture.mp3',
  type: 'audio/mpeg',
};

describe('the spoken language of recordings in the Create form', () => {
  it('is asked only for recordings, starts at the interface language, and goes with the count', async () => {
    const counted: URLSearchParams[] = [];
    server.use(
      http.get(apiUrl('/storage/file-metadata'), () =>
        json({ message: 'Files', data: [...LIBRARY, lecture] }),
      ),
      ...signedInHandlers(),
      http.get(apiUrl('/ppt/count-tokens'), ({ request }) => {
        counted.push(new URL(request.url).searchParams);
        return json({
          message: 'Counted',
          tokenCount: 10,
          tokenLimit: 20_000,
          tokenPerCredit: 200,
          files: [],
        });
      }),
    );
    const { user } = renderApp({ route: '/workspace', user: signedInUser });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await user.click(screen.getByLabelText(/^Title/));
    await user.paste('Lecture');
    await user.click(screen.getByRole('combobox', { name: /^Media/ }));
    await user.click(await screen.findByRole('option', { name: /report\.md/ }));
    // A document alone: nothing is spoken, nothing to ask.
    expect(screen.queryByRole('combobox', { name: /^Spoken language/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: /lecture\.mp3/ }));
    await user.keyboard('{Escape}');
    const spoken = screen.getByRole('combobox', { name: /^Spoken language/ });
    expect(spoken).toHaveTextContent('English (United States)');
    await user.click(spoken);
    await user.click(await screen.findByRole('option', { name: 'German (Germany)' }));
    await user.click(screen.getByRole('combobox', { name: /^Template/ }));
    await user.click(await screen.findByRole('option', { name: /Aurora/ }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(counted).toHaveLength(1));
    expect(counted[0].get('language')).toBe('de-DE');
  }, 30_000);
});

describe('languages the server cannot transcribe', () => {
  it('come last, marked, and say what the deck does with such a recording', async () => {
    server.use(
      http.get(apiUrl('/storage/file-metadata'), () =>
        json({ message: 'Files', data: [...LIBRARY, lecture] }),
      ),
      http.get(apiUrl('/config'), () =>
        json({ ...UNCONFIGURED_CLIENT, transcribedLanguages: ['en-US', 'en-GB'] }),
      ),
      ...signedInHandlers(),
    );
    const { user } = renderApp({ route: '/workspace', user: signedInUser });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await user.click(screen.getByRole('combobox', { name: /^Media/ }));
    await user.click(await screen.findByRole('option', { name: /lecture\.mp3/ }));
    await user.keyboard('{Escape}');
    const spoken = screen.getByRole('combobox', { name: /^Spoken language/ });
    await user.click(spoken);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(18);
    // English is transcribed; the others are marked.
    expect(options.slice(0, 3).map((option) => option.textContent)).toEqual([
      'English (United States)',
      'English (United Kingdom)',
      'German (Germany)No transcript on this server',
    ]);
    const french = screen.getByRole('option', { name: /^French \(France\)/ });
    expect(french).toHaveTextContent('No transcript on this server');
    await user.click(french);
    expect(spoken).toHaveTextContent(/^French \(France\)$/);
    expect(
      screen.getByText(
        'No transcript: there is no speech model for French on this server. ' +
          'The deck keeps the recording on a media slide.',
      ),
    ).toBeInTheDocument();
  }, 30_000);
});

describe('defaultSpeechLanguage', () => {
  it("takes the person's variant of the interface language, else the first known one", () => {
    expect(defaultSpeechLanguage('en', ['en-GB', 'de-DE'])).toBe('en-GB');
    expect(defaultSpeechLanguage('en', ['fr-FR'])).toBe('en-US');
    expect(defaultSpeechLanguage('de', [])).toBe('de-DE');
    expect(defaultSpeechLanguage('xx', [])).toBe('en-US');
  });
});
