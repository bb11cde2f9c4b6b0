import { createServiceApp, type RunningService } from '@deckforge/kit';
import { connectServiceClient, TestEnvironment } from '@deckforge/kit/testing';
import { DataRpc, ErrorCode } from '@deckforge/proto';
import { Client } from 'pg';
import { dataService } from '../../src/data.definition';

describe('data service over RabbitMQ and PostgreSQL', () => {
  let environment: TestEnvironment;
  let service: RunningService;
  let client: ReturnType<typeof connectServiceClient>;

  beforeAll(async () => {
    environment = await TestEnvironment.create();
    service = await createServiceApp(dataService, environment.env);
    client = connectServiceClient(environment.env);
  });

  afterAll(async () => {
    await client?.close();
    await service?.close();
    await environment?.close();
  });

  it('answers every reference list from the seeded tables', async () => {
    const categories = await client.send(DataRpc.templateCategories, {});
    expect(categories.data.length).toBeGreaterThanOrEqual(6);
    expect(categories.data[0]).toEqual({ id: 1, category_name: 'Business' });

    const reasons = await client.send(DataRpc.deactivationReasons, {});
    expect(reasons.data.length).toBeGreaterThanOrEqual(5);
    expect(reasons.data[0]).toEqual({
      id: 1,
      reason: reasons.data[0].label,
      label: reasons.data[0].reason,
    });

    const supported = await client.send(DataRpc.supportedFiles, {});
    const extensions = supported.data.map((file) => file.extension);
    expect(extensions).toEqual(
      expect.arrayContaining(['txt', 'md', 'pdf', 'docx', 'png', 'jpg', 'jpeg', 'webp', 'gif']),
    );
    expect(extensions).toEqual(
      expect.arrayContaining(['mp3', 'wav', 'm4a', 'ogg', 'mp4', 'webm', 'mov', 'pptx']),
    );
    // Presentations and PowerPoint templates (.potx) are templates.
    expect(
      supported.data.filter((file) => file.category === 'templates').map((file) => file.extension),
    ).toEqual(['pptx', 'potx']);
    // Spreadsheets are media like documents: their tables become tables and charts.
    expect(supported.data.filter((file) => ['csv', 'xlsx'].includes(file.extension))).toEqual([
      expect.objectContaining({ extension: 'csv', category: 'media', mime: 'text/csv' }),
      expect.objectContaining({ extension: 'xlsx', category: 'media' }),
    ]);

    const faq = await client.send(DataRpc.faq, {});
    expect(faq.data.length).toBeGreaterThanOrEqual(8);
    expect(faq.message).toBe('FAQ fetched successfully');
    // Editing in the browser is explained, and that it costs no credits.
    const answers = faq.data.map((item) => item.answer).join('\n');
    expect(answers).toMatch(/In Projects, choose Edit/);
    expect(answers).toMatch(/re-use the content your credits already paid for/);

    const news = await client.send(DataRpc.news, {});
    expect(news.data.length).toBeGreaterThanOrEqual(4);
    for (const item of news.data) expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const dates = news.data.map((item) => item.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('refuses a payload the contract does not allow, naming the field', async () => {
    await expect(client.send(DataRpc.faq, { unexpected: true } as never)).rejects.toMatchObject({
      code: ErrorCode.Validation,
      message: 'Unknown field: unexpected',
    });
  });

  it('keeps its tables in its own schema, created by migrations', async () => {
    const pg = new Client({ connectionString: environment.env.DATABASE_URL });
    await pg.connect();
    const { rows } = await pg.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'data' ORDER BY table_name",
    );
    await pg.end();
    expect(rows.map((row) => row.table_name)).toEqual([
      'deactivation_reasons',
      'faq_items',
      'migrations',
      'news_items',
      'supported_files',
      'template_categories',
    ]);
  });

  it('reports itself ready with its database and broker', async () => {
    const response = await fetch(`${service.healthUrl}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', broker: 'ok' },
    });
  });
});
