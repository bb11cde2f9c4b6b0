import { OfficePool } from './office-pool';
import type { WarmOffice } from './warm-office';

/** Offices are only handed around here: named stand-ins will do. */
const offices = (count: number) =>
  Array.from(
    { length: count },
    (_, index) => ({ name: `office ${index + 1}` }) as unknown as WarmOffice,
  );
const names = (held: WarmOffice[]) =>
  held.map((office) => (office as unknown as { name: string }).name);

describe(OfficePool.name, () => {
  it('gives a deck alone every office', async () => {
    const pool = new OfficePool(offices(2));
    expect(await pool.withOffices(async (held) => names(held))).toEqual(['office 1', 'office 2']);
  });

  it('gives decks at once an office each, and a waiting deck the first one freed', async () => {
    const pool = new OfficePool(offices(2));
    let release!: () => void;
    const first = pool.withOffices(
      (held) => new Promise<string[]>((resolve) => (release = () => resolve(names(held)))),
    );
    // The first deck holds both; the second waits for them, the third after it.
    const order: string[] = [];
    const second = pool.withOffices(async (held) => {
      order.push('second');
      return names(held);
    });
    const third = pool.withOffices(async (held) => {
      order.push('third');
      return names(held);
    });
    release();
    expect(await first).toEqual(['office 1', 'office 2']);
    expect(await second).toHaveLength(1);
    expect(await third).toHaveLength(1);
    expect(order).toEqual(['second', 'third']);
  });

  it('frees the offices of a deck that failed', async () => {
    const pool = new OfficePool(offices(1));
    await expect(
      pool.withOffices(async () => Promise.reject(new Error('broken deck'))),
    ).rejects.toThrow('broken deck');
    expect(await pool.withOffices(async (held) => names(held))).toEqual(['office 1']);
  });
});
