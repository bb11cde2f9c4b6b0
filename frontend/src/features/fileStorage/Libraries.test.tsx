import { type FileMetadata, TEMPLATE_NOTES } from '@deckforge/proto';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  LIBRARY,
  signedInHandlers,
  SYSTEM_TEMPLATES,
  UNCONFIGURED_CLIENT,
} from '../../test/fixtures';
import { renderApp, signedInUser } from '../../test/render';
import { apiUrl, http, json, server } from '../../test/server';

const SUPPORTED = [
  { category: 'media', type: 'Document', extension: 'md', mime: 'text/markdown' },
  { category: 'media', type: 'Image', extension: 'png', mime: 'image/png' },
];

const withLibrary = (files: FileMetadata[]) =>
  http.get(apiUrl('/storage/file-metadata'), () => json({ message: 'Files', data: files }));

async function openSection(section: string, heading: string) {
  const view = renderApp({ route: `/workspace?section=${section}`, user: signedInUser });
  await screen.findByRole('heading', { level: 1, name: heading });
  return view;
}

describe('Media Library', () => {
  it("says 'No files to display' when empty", async () => {
    server.use(withLibrary([]), ...signedInHandlers());
    await openSection('media', 'Media Library');
    expect(await screen.findByText('No files to display')).toBeInTheDocument();
  });

  it('lists media with type, size and date; Add Media lists what it will upload and skips files over the announced limit by name', async () => {
    // (The first matching handler answers: the specific ones before the shared ones.)
    server.use(
      http.get(apiUrl('/data/supported-files'), () => json({ message: 'ok', data: SUPPORTED })),
      http.get(apiUrl('/config'), () => json({ ...UNCONFIGURED_CLIENT, maxUploadMb: 7 })),
      ...signedInHandlers(),
    );
    const { user } = await openSection('media', 'Media Library');
    const table = await screen.findByRole('table', { name: 'Media files' });
    const row = (await within(table).findByText('report.md')).closest('tr')!;
    // A name people know, the raw type in the tooltip.
    expect(within(row).getByText('Markdown')).toHaveAttribute('title', 'text/markdown');
    expect(within(row).getByText('2.00 KB')).toBeInTheDocument();
    expect(within(row).getByText('Jan 5, 2025')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Media' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Media' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Please select files to upload')).toBeInTheDocument();
    expect(within(dialog).getByText('.md .png · up to 7 MB each')).toBeInTheDocument();

    const huge = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 8 * 1024 * 1024 });
    await user.upload(within(dialog).getByLabelText('Choose files'), [
      new File(['# notes'], 'notes.md', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
      huge,
    ]);
    // (user.upload honours the input's accept list; the drop zone's rules see everything else.)
    const list = await within(dialog).findByRole('list', { name: 'Files to upload' });
    expect(within(list).getByText('notes.md')).toBeInTheDocument();
    // The type people know (a Word file named .md here), never the raw MIME type.
    expect(within(list).getByText(/^Word document ·/)).toBeInTheDocument();
    expect(
      await screen.findByText(
        'huge.png is larger than 7MB. The MVP does not support larger uploads.',
      ),
    ).toBeInTheDocument();
    expect(within(list).queryByText('huge.png')).not.toBeInTheDocument();
  });
});

describe('Templates Library', () => {
  it('All Categories by default, filters by category, delete only on user templates', async () => {
    const own: FileMetadata = {
      ...SYSTEM_TEMPLATES[1],
      file_id: 'own-template',
      name: 'Mine.pptx',
      source: 'user',
      template_category: 'Business',
    };
    const education = { ...SYSTEM_TEMPLATES[2], template_category: 'Education' };
    server.use(
      withLibrary([SYSTEM_TEMPLATES[0], own, education]),
      http.get(apiUrl('/data/template-categories'), () =>
        json({
          message: 'ok',
          data: [
            { id: 1, category_name: 'Business' },
            { id: 2, category_name: 'Education' },
          ],
        }),
      ),
      ...signedInHandlers(),
    );
    const { user } = await openSection('templates', 'Templates Library');
    const grid = await screen.findByRole('list', { name: 'Templates' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('All Categories');
    expect(within(grid).getAllByRole('button', { name: /^Delete / })).toHaveLength(1);
    expect(within(grid).getByRole('button', { name: 'Delete Mine.pptx' })).toBeInTheDocument();
    expect(within(grid).getByRole('img', { name: 'Preview of Aurora' })).toHaveAttribute(
      'src',
      '/api/v1/storage/system-templates/aurora.png',
    );

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Education' }));
    expect(within(grid).getAllByRole('listitem')).toHaveLength(1);
    expect(within(grid).getByText('Canvas')).toBeInTheDocument();
  });

  it("notes what is missing in the user's own templates, and only there", async () => {
    const notes = [TEMPLATE_NOTES['no-two-column-layout'], TEMPLATE_NOTES['no-picture-layout']];
    const lacking: FileMetadata = {
      ...SYSTEM_TEMPLATES[1],
      file_id: 'lacking-template',
      name: 'Company.pptx',
      source: 'user',
      template_notes: notes,
    };
    const complete: FileMetadata = {
      ...lacking,
      file_id: 'complete-template',
      name: 'School.pptx',
      template_notes: [],
    };
    const system = { ...SYSTEM_TEMPLATES[0], template_notes: notes };
    server.use(withLibrary([system, lacking, complete]), ...signedInHandlers());
    await openSection('templates', 'Templates Library');
    const grid = await screen.findByRole('list', { name: 'Templates' });
    const list = await within(grid).findByRole('list', { name: 'Notes on Company' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(notes);
    expect(within(grid).getAllByRole('list')).toHaveLength(1);
    expect(within(grid).queryByRole('list', { name: 'Notes on School' })).not.toBeInTheDocument();
  });
});

describe('Projects', () => {
  const deck = LIBRARY.find((file) => file.folder === 'projects')!;

  it('previews every rendered slide and offers the PDF', async () => {
    server.use(withLibrary([{ ...deck, preview_slides: 3 }]), ...signedInHandlers());
    const { user } = await openSection('projects', 'Projects');
    await user.click(await screen.findByRole('button', { name: 'Preview Review.pptx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review' });
    expect(
      within(dialog)
        .getAllByRole('img')
        .map((image) => image.getAttribute('src')),
    ).toEqual([1, 2, 3].map((n) => `/api/v1/storage/files/${deck.file_id}/slides/${n}.png`));
    expect(within(dialog).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/v1/storage/files/${deck.file_id}.pdf`,
    );
  });

  it('without slide pictures: the single preview and no PDF', async () => {
    server.use(withLibrary([deck]), ...signedInHandlers());
    const { user } = await openSection('projects', 'Projects');
    await user.click(await screen.findByRole('button', { name: 'Preview Review.pptx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review' });
    expect(within(dialog).getByRole('img')).toHaveAttribute(
      'src',
      '/api/v1/storage/files/Review.png',
    );
    expect(within(dialog).queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download .pptx' })).toBeInTheDocument();
  });
});
