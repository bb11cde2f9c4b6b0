import { Injectable } from '@nestjs/common';
import { ServiceClient } from '@deckforge/kit';
import { DataRpc, type SupportedFile, type TemplateCategory } from '@deckforge/proto';

/** Reference data changes only with a deployment; a minute in memory spares a call per upload. */
const TTL_MS = 60_000;

/**
 * Supported files and template categories, asked of the data service (which owns them) rather
 * than duplicated here. Concurrent misses share one call.
 */
@Injectable()
export class ReferenceDataClient {
  private readonly cache = new Map<string, { value: Promise<unknown>; expiresAt: number }>();

  constructor(private readonly client: ServiceClient) {}

  async supportedFile(extension: string): Promise<SupportedFile | undefined> {
    const files = await this.cached(
      'supported-files',
      async () => (await this.client.send(DataRpc.supportedFiles, {})).data,
    );
    return files.find((file) => file.extension === extension.toLowerCase());
  }

  /** A category by its name (any case) or id, as the client may send either. */
  async templateCategory(nameOrId: string): Promise<TemplateCategory | undefined> {
    const categories = await this.cached(
      'template-categories',
      async () => (await this.client.send(DataRpc.templateCategories, {})).data,
    );
    const wanted = nameOrId.trim().toLowerCase();
    return categories.find(
      (category) =>
        category.category_name.toLowerCase() === wanted || String(category.id) === wanted,
    );
  }

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.cache.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry.value as Promise<T>;
    const value = load();
    this.cache.set(key, { value, expiresAt: Date.now() + TTL_MS });
    // A failed call is not remembered: the next upload asks again.
    value.catch(() => this.cache.delete(key));
    return value;
  }
}
