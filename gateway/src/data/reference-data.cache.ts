import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@deckforge/kit';
import type { GatewayConfig } from '../config';

export interface CachedResponse {
  json: string;
  etag: string;
}

/**
 * Reference data changes only with a deployment, so the gateway keeps each list in memory for
 * DATA_CACHE_TTL_MS and serves it pre-serialised with a strong ETag. Concurrent misses share one
 * call to the data service.
 */
@Injectable()
export class ReferenceCache {
  private readonly entries = new Map<string, { value: CachedResponse; expiresAt: number }>();
  private readonly inFlight = new Map<string, Promise<CachedResponse>>();

  constructor(@Inject(APP_CONFIG) private readonly config: GatewayConfig) {}

  get maxAgeSeconds(): number {
    return Math.floor(this.config.DATA_CACHE_TTL_MS / 1000);
  }

  async get(key: string, load: () => Promise<unknown>): Promise<CachedResponse> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry.value;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = load()
        .then((body) => {
          const json = JSON.stringify(body);
          const value = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
          if (this.config.DATA_CACHE_TTL_MS > 0) {
            this.entries.set(key, { value, expiresAt: Date.now() + this.config.DATA_CACHE_TTL_MS });
          }
          return value;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }
}

/** If-None-Match may list several tags, or be `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}
