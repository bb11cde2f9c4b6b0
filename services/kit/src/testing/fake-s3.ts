import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { buffer } from 'node:stream/consumers';

/** A request as the fake saw it, for tests that assert on what the client did. */
export interface FakeS3Request {
  method: string;
  key: string;
  query: URLSearchParams;
}

/**
 * A minimal S3-compatible server on loopback, path-style (`/bucket/key`), holding objects in
 * memory: PutObject, GetObject (with Range), HeadObject, DeleteObject and the multipart upload
 * calls. Remote S3 is mocked at the wire with it, so the real SDK code runs in tests. Requests
 * must be signed with the configured access key id (the signature itself is not checked).
 */
export class FakeS3 {
  readonly objects = new Map<string, { body: Buffer; contentType: string }>();
  /** Multipart uploads started and neither completed nor aborted. */
  readonly multipartUploads = new Map<string, { key: string; parts: Map<number, Buffer> }>();
  readonly requests: FakeS3Request[] = [];
  private failing?: (request: FakeS3Request) => boolean;
  private server?: Server;
  url = '';

  private constructor(
    readonly bucket: string,
    readonly accessKeyId: string,
    readonly secretAccessKey: string,
  ) {}

  static async start(
    options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string } = {},
  ): Promise<FakeS3> {
    const fake = new FakeS3(
      options.bucket ?? 'deckforge-test',
      options.accessKeyId ?? 'AKIAFAKES3TEST',
      options.secretAccessKey ?? 'fake-secret-access-key',
    );
    fake.server = createServer((request, response) => {
      fake.handle(request, response).catch((error: unknown) => {
        if (!response.headersSent) fake.error(response, 500, 'InternalError', String(error));
        else response.destroy();
      });
    });
    await new Promise<void>((resolve) => fake.server!.listen(0, '127.0.0.1', resolve));
    const address = fake.server.address();
    fake.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return fake;
  }

  /** The variables that point the apps' S3 blob store at this fake. */
  get env(): Record<string, string> {
    return {
      BLOB_STORE: 's3',
      S3_BUCKET: this.bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: this.url,
      S3_ACCESS_KEY_ID: this.accessKeyId,
      S3_SECRET_ACCESS_KEY: this.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    };
  }

  /** Requests matching `predicate` answer 500 InternalError until called again without one. */
  failWhen(predicate?: (request: FakeS3Request) => boolean): void {
    this.failing = predicate;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const [bucket, ...keyParts] = url.pathname.slice(1).split('/');
    const key = keyParts.map(decodeURIComponent).join('/');
    const seen: FakeS3Request = { method: request.method ?? 'GET', key, query: url.searchParams };
    this.requests.push(seen);
    const body = await buffer(request);

    if (!String(request.headers.authorization ?? '').includes(`Credential=${this.accessKeyId}/`))
      return this.error(response, 403, 'InvalidAccessKeyId', 'Unknown access key');
    if (bucket !== this.bucket)
      return this.error(response, 404, 'NoSuchBucket', `No bucket ${bucket}`);
    if (String(request.headers['content-encoding'] ?? '').includes('aws-chunked'))
      return this.error(response, 501, 'NotImplemented', 'aws-chunked bodies are not supported');
    if (this.failing?.(seen)) return this.error(response, 500, 'InternalError', 'Injected failure');

    const query = url.searchParams;
    const uploadId = query.get('uploadId');
    switch (request.method) {
      case 'POST':
        if (query.has('uploads')) return this.createMultipart(response, key);
        if (uploadId) return this.completeMultipart(response, key, uploadId, body);
        break;
      case 'PUT':
        if (uploadId) return this.uploadPart(response, uploadId, query, body);
        this.objects.set(key, {
          body,
          contentType: String(request.headers['content-type'] ?? 'application/octet-stream'),
        });
        return this.ok(response, { etag: etag(body) });
      case 'DELETE':
        if (uploadId) {
          this.multipartUploads.delete(uploadId);
        } else {
          this.objects.delete(key);
        }
        response.writeHead(204).end();
        return;
      case 'GET':
      case 'HEAD':
        return this.getObject(request, response, key);
    }
    this.error(response, 400, 'InvalidRequest', `Unsupported ${request.method} ${url.search}`);
  }

  private createMultipart(response: ServerResponse, key: string) {
    const uploadId = randomUUID();
    this.multipartUploads.set(uploadId, { key, parts: new Map() });
    this.xml(
      response,
      200,
      `<InitiateMultipartUploadResult><Bucket>${this.bucket}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
    );
  }

  private uploadPart(
    response: ServerResponse,
    uploadId: string,
    query: URLSearchParams,
    body: Buffer,
  ) {
    const upload = this.multipartUploads.get(uploadId);
    if (!upload) return this.error(response, 404, 'NoSuchUpload', 'No such upload');
    upload.parts.set(Number(query.get('partNumber')), body);
    this.ok(response, { etag: etag(body) });
  }

  private completeMultipart(response: ServerResponse, key: string, uploadId: string, body: Buffer) {
    const upload = this.multipartUploads.get(uploadId);
    if (!upload) return this.error(response, 404, 'NoSuchUpload', 'No such upload');
    const numbers = [...body.toString('utf8').matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map(
      (match) => Number(match[1]),
    );
    const parts = numbers.map((number) => upload.parts.get(number));
    if (parts.some((part) => part === undefined))
      return this.error(response, 400, 'InvalidPart', 'A listed part was not uploaded');
    const object = Buffer.concat(parts as Buffer[]);
    this.objects.set(key, { body: object, contentType: 'application/octet-stream' });
    this.multipartUploads.delete(uploadId);
    this.xml(
      response,
      200,
      `<CompleteMultipartUploadResult><Bucket>${this.bucket}</Bucket><Key>${escapeXml(key)}</Key><ETag>${etag(object)}</ETag></CompleteMultipartUploadResult>`,
    );
  }

  private getObject(request: IncomingMessage, response: ServerResponse, key: string) {
    const object = this.objects.get(key);
    if (!object) return this.error(response, 404, 'NoSuchKey', 'The key does not exist');
    const range = /^bytes=(\d+)-(\d*)$/.exec(String(request.headers.range ?? ''));
    const size = object.body.length;
    const start = range ? Number(range[1]) : 0;
    const end = range && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (range && start >= size)
      return this.error(response, 416, 'InvalidRange', 'The range is not satisfiable');
    const slice = object.body.subarray(start, end + 1);
    response.writeHead(range ? 206 : 200, {
      'content-type': object.contentType,
      'content-length': String(slice.length),
      etag: etag(object.body),
      ...(range ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : slice);
  }

  private ok(response: ServerResponse, headers: { etag: string }) {
    response.writeHead(200, { etag: headers.etag, 'content-length': '0' }).end();
  }

  private xml(response: ServerResponse, status: number, body: string) {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
    response
      .writeHead(status, {
        'content-type': 'application/xml',
        'content-length': String(Buffer.byteLength(xml)),
      })
      .end(xml);
  }

  private error(response: ServerResponse, status: number, code: string, message: string) {
    this.xml(response, status, `<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
  }
}

const etag = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
