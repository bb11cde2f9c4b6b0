import type { WarmOffice } from './warm-office';

/**
 * An office a deck took because nobody else wanted it. The deck draws its share in short runs
 * and gives the office back after a run as soon as another deck waits (`wanted`).
 */
export interface BorrowedOffice {
  readonly office: WarmOffice;
  readonly wanted: boolean;
  giveBack(): void;
}

/**
 * Warm offices shared by the decks a worker renders at once. A deck waits for one office of its
 * own (first come, first served) and may borrow the offices idle when it asks (`borrow`), so a
 * deck alone uses all of them (its pages drawn in parallel). A deck that arrives meanwhile gets
 * the first borrowed office given back, rather than waiting for the whole of the earlier deck:
 * decks at once end up with one office each.
 */
export class OfficePool {
  private readonly idle: WarmOffice[];
  private readonly waiting: Array<(office: WarmOffice) => void> = [];

  constructor(readonly offices: WarmOffice[]) {
    if (offices.length === 0) throw new Error('An office pool needs at least one office');
    this.idle = [...offices];
  }

  async withOffices<T>(
    work: (own: WarmOffice, borrow: () => BorrowedOffice[]) => Promise<T>,
  ): Promise<T> {
    const own =
      this.idle.shift() ?? (await new Promise<WarmOffice>((resolve) => this.waiting.push(resolve)));
    const leases: BorrowedOffice[] = [];
    const borrow = () => {
      const borrowed = this.idle.splice(0).map((office) => this.lend(office));
      leases.push(...borrowed);
      return borrowed;
    };
    try {
      return await work(own, borrow);
    } finally {
      this.release(own);
      for (const lease of leases) lease.giveBack();
    }
  }

  start(): Promise<void[]> {
    return Promise.all(this.offices.map((office) => office.start()));
  }

  close(): Promise<void[]> {
    return Promise.all(this.offices.map((office) => office.close()));
  }

  private lend(office: WarmOffice): BorrowedOffice {
    let returned = false;
    const waiting = this.waiting;
    return {
      office,
      get wanted() {
        return waiting.length > 0;
      },
      giveBack: () => {
        if (returned) return;
        returned = true;
        this.release(office);
      },
    };
  }

  private release(office: WarmOffice) {
    const next = this.waiting.shift();
    if (next) next(office);
    else this.idle.push(office);
  }
}
