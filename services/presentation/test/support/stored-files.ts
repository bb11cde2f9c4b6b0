import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { BlobStore } from '@deckforge/kit';
import type { FileMetadata, StoredFile } from '@deckforge/proto';

const MIME: Record<string, string> = {
  txt: 'text/plain',
  md: 'text/markdown',
  html: 'text/html',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/**
 * Puts bytes in the blob store the way storage does after an upload and describes them as
 * storage's `resolve` would: for tests of the presentation service on its own.
 */
export async function storedFile(
  blobs: BlobStore,
  name: string,
  bytes: Buffer | Readable,
  userId = randomUUID(),
): Promise<StoredFile> {
  const fileId = randomUUID();
  const blobKey = `users/${userId}/${fileId}`;
  const { size } = await blobs.write(
    blobKey,
    Buffer.isBuffer(bytes) ? Readable.from([bytes]) : bytes,
  );
  const extension = name.split('.').pop()!.toLowerCase();
  const file: FileMetadata = {
    file_id: fileId,
    name,
    type: MIME[extension] ?? 'application/octet-stream',
    size,
    folder: extension === 'pptx' ? 'templates' : 'media',
    file_path: `/api/v1/storage/download?fileId=${fileId}`,
    uploaded_at: new Date().toISOString(),
    source: 'user',
    template_category: null,
  };
  return { file, blobKey };
}
