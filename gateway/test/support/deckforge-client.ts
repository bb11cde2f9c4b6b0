import { connectServiceClient, eventually } from '@deckforge/kit/testing';
import {
  type FileMetadata,
  IdentityEvents,
  type JobProgress,
  type TokenEstimate,
} from '@deckforge/proto';
import { APP_HEADERS } from './api-client';
import { signedInUser, type TestSession } from './session';
import type { TestStack } from './stack';

/** The spec's calls as its client makes them, for one stack. */
export class DeckforgeClient {
  private readonly bus;

  constructor(private readonly stack: TestStack) {
    this.bus = connectServiceClient(stack.env);
  }

  close() {
    return this.bus.close();
  }

  call(user: TestSession, path: string, init: RequestInit = {}) {
    return fetch(`${this.stack.url}/api/v1${path}`, {
      ...init,
      headers: { cookie: user.cookie, ...APP_HEADERS, ...init.headers },
    });
  }

  /** A user as identity creates one: registered (billing grants 10 credits), signed in. */
  async registeredUser(): Promise<TestSession> {
    const user = await signedInUser();
    await this.bus.emit(IdentityEvents.userRegistered, {
      userId: user.userId,
      email: user.email,
      name: 'Ada',
      occurredAt: new Date().toISOString(),
    });
    await eventually(async () => expect(await this.balance(user)).toBe(10), 30_000);
    return user;
  }

  async balance(user: TestSession): Promise<number> {
    const response = await this.call(user, '/user/balance');
    return ((await response.json()) as { creditBalance: number }).creditBalance;
  }

  async upload(user: TestSession, name: string, bytes: Buffer | string, category?: string) {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    if (category) form.append('category', category);
    const folder = category ? 'templates' : 'media';
    const response = await this.call(user, `/storage/upload?folder=${folder}`, {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBeLessThan(300);
    const [file] = ((await response.json()) as { data: FileMetadata[] }).data;
    return file;
  }

  async files(user: TestSession): Promise<FileMetadata[]> {
    const response = await this.call(user, `/storage/file-metadata?userId=${user.userId}`);
    return ((await response.json()) as { data: FileMetadata[] }).data;
  }

  async systemTemplate(user: TestSession): Promise<FileMetadata> {
    const template = (await this.files(user)).find(
      (file) => file.source === 'system' && file.folder === 'templates',
    );
    expect(template).toBeDefined();
    return template!;
  }

  countTokens(user: TestSession, files: FileMetadata[], userId = user.userId) {
    const query = new URLSearchParams({ userId, files: filesParam(files) });
    return this.call(user, `/ppt/count-tokens?${query}`);
  }

  async tokens(user: TestSession, files: FileMetadata[]): Promise<TokenEstimate> {
    const response = await this.countTokens(user, files);
    expect(response.status).toBe(200);
    return (await response.json()) as TokenEstimate;
  }

  generate(
    user: TestSession,
    request: {
      files: FileMetadata[];
      template: FileMetadata;
      title: string;
      credits: number;
      jobId?: string;
    },
  ) {
    const query = new URLSearchParams({
      userId: user.userId,
      files: filesParam(request.files),
      templateId: request.template.file_id,
      title: request.title,
      credits: String(request.credits),
      ...(request.jobId ? { jobId: request.jobId } : {}),
    });
    return this.call(user, `/ppt/generate-presentation?${query}`);
  }

  async job(user: TestSession, jobId: string): Promise<{ status: number; body: JobProgress }> {
    const response = await this.call(user, `/ppt/jobs/${jobId}`);
    return { status: response.status, body: (await response.json()) as JobProgress };
  }

  async download(user: TestSession, fileId: string): Promise<Buffer> {
    const response = await this.call(user, `/storage/download?fileId=${fileId}`);
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  }

  async projects(user: TestSession): Promise<FileMetadata[]> {
    return (await this.files(user)).filter((file) => file.folder === 'projects');
  }
}

const filesParam = (files: FileMetadata[]) =>
  JSON.stringify(files.map((file) => ({ file_id: file.file_id, file_type: file.type })));
