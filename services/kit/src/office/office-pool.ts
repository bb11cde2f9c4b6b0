import type { WarmOffice } from './warm-office';

/**
 * Warm offices shared by the decks a worker renders at once. A deck waits for one office (first
 * come, first served), then also takes every office idle at that moment, so a deck alone uses
 * all of them (its pages drawn in parallel) and two decks at once get one each.
 */
export class OfficePool {
  private readonly idle: WarmOffice[];
  private readonly waiting: Array<(office: WarmOffice) => void> = [];

  constructor(readonly offices: WarmOffice[]) {
    if (offices.length === 0) throw new Error('An office pool needs at least one office');
    this.idle = [...offices];
  }

  async withOffices<T>(work: (offices: WarmOffice[]) => Promise<T>): Promise<T> {
    const first =
      this.idle.shift() ?? (await new Promise<WarmOffice>((resolve) => this.waiting.push(resolve)));
    const held = [first, ...this.idle.splice(0)];
    try {
      return await work(held);
    } finally {
      for (const office of held) this.release(office);
    }
  }

  start(): Promise<void[]> {
    return Promise.all(this.offices.map((office) => office.start()));
  }

  close(): Promise<void[]> {
    return Promise.all(this.offices.map((office) => office.close()));
  }

  private release(office: WarmOffice) {
    const next = this.waiting.shift();
    if (next) next(office);
    else this.idle.push(office);
  }
}
