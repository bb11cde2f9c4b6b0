import type { FileMetadata } from '@deckforge/proto';
import { describe, expect, it } from 'vitest';
import { deleteFile, fetchFileMetadata, uploadFile } from '../../api/fileStorageApi';
import { makeStore } from '../../app/store';
import { recordingNotifier } from '../../test/notifier';
import { signedInUser, signedInUserState } from '../../test/render';
import { apiUrl, http, HttpResponse, json, server } from '../../test/server';
import { initialFileStorageState } from './fileStorageSlice';

const file = (name: string, folder: FileMetadata['folder'] = 'media'): FileMetadata => ({
  file_id: `${name}-id`,
  name,
  type: 'text/plain',
  size: 120,
  folder,
  file_path: `/api/v1/storage/files/${name}-id.txt`,
  uploaded_at: '2025-01-05T10:00:00.000Z',
  source: 'user',
  template_category: null,
});

function setup(files: FileMetadata[] = []) {
  const { notifier, shown } = recordingNotifier();
  const store = makeStore(
    {
      user: signedInUserState,
      fileStorage: { ...initialFileStorageState, fileMetadata: files },
    },
    { notify: notifier },
  );
  return { store, shown, files: () => store.getState().fileStorage };
}

describe('file storage slice and thunks', () => {
  it('stores the library with the message, quietly', async () => {
    const library = [file('notes.txt'), file('deck.pptx', 'projects')];
    server.use(
      http.get(apiUrl('/storage/file-metadata'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('userId')).toBe(signedInUser.userId);
        return json({ message: 'Files fetched', data: library });
      }),
    );
    const { store, shown, files } = setup();
    await store.dispatch(fetchFileMetadata());
    expect(files()).toMatchObject({
      fileMetadata: library,
      status: 'success',
      message: 'Files fetched',
    });
    expect(shown).toEqual([]);
  });

  it('an upload sends the file (and category) to the folder and adds what the server stored', async () => {
    const stored = file('deck.pptx', 'templates');
    let received: { folder: string | null; category: FormDataEntryValue | null; file?: boolean } = {
      folder: null,
      category: null,
    };
    server.use(
      http.post(apiUrl('/storage/upload'), async ({ request }) => {
        const form = await request.formData();
        received = {
          folder: new URL(request.url).searchParams.get('folder'),
          category: form.get('category'),
          // (jsdom's XHR does not keep the part's name and bytes; the browser tests do.)
          file: form.has('file'),
        };
        return json({ message: 'Uploaded', data: [stored] }, 201);
      }),
    );
    const { store, files } = setup([file('notes.txt')]);
    const outcome = await store.dispatch(
      uploadFile({
        file: new File(['abc'], 'deck.pptx'),
        folder: 'templates',
        category: 'Business',
      }),
    );
    expect(uploadFile.fulfilled.match(outcome)).toBe(true);
    expect(received).toEqual({ folder: 'templates', category: 'Business', file: true });
    expect(files().fileMetadata.map((entry) => entry.name)).toEqual(['notes.txt', 'deck.pptx']);
  });

  it('a refused upload keeps the list, stores the error and toasts the server message', async () => {
    server.use(
      http.post(apiUrl('/storage/upload'), () =>
        json({ message: 'File type is not supported' }, 415),
      ),
    );
    const { store, files, shown } = setup([file('notes.txt')]);
    await store.dispatch(uploadFile({ file: new File(['x'], 'a.exe'), folder: 'media' }));
    expect(files()).toMatchObject({ status: 'fail', error: 'File type is not supported' });
    expect(files().fileMetadata).toHaveLength(1);
    expect(shown).toEqual([{ variant: 'error', message: 'File type is not supported' }]);
  });

  it('a delete names the file and removes it once the server agrees', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.post(apiUrl('/storage/delete'), ({ request }) => {
        query = new URL(request.url).searchParams;
        return json({ message: 'File deleted successfully' });
      }),
    );
    const { store, files, shown } = setup([file('notes.txt'), file('photo.png')]);
    await store.dispatch(deleteFile({ fileId: 'notes.txt-id', fileName: 'notes.txt' }));
    expect(query?.get('fileId')).toBe('notes.txt-id');
    expect(query?.get('fileName')).toBe('notes.txt');
    expect(files().fileMetadata.map((entry) => entry.name)).toEqual(['photo.png']);
    expect(shown).toEqual([{ variant: 'success', message: 'File deleted successfully' }]);
  });

  it('a refused delete keeps the file', async () => {
    server.use(
      http.post(apiUrl('/storage/delete'), () =>
        HttpResponse.json({ message: 'File not found' }, { status: 404 }),
      ),
    );
    const { store, files } = setup([file('notes.txt')]);
    await store.dispatch(deleteFile({ fileId: 'notes.txt-id', fileName: 'notes.txt' }));
    expect(files().fileMetadata).toHaveLength(1);
  });
});
