import type { BorrowedOffice, WarmOffice } from '@deckforge/kit';
import { drawPagesShared } from './page-sharing';

/** An office that records what it was asked to do; pages take a few ticks each. */
const office = (name: string, log: string[]) =>
  ({
    name,
    release: async () => void log.push(`${name} released`),
  }) as unknown as WarmOffice;
const nameOf = (o: WarmOffice) => (o as unknown as { name: string }).name;
const ticks = (count: number) =>
  Array.from({ length: count }).reduce<Promise<void>>(
    (before) => before.then(() => new Promise<void>((resolve) => setImmediate(resolve))),
    Promise.resolve(),
  );
const lease = (o: WarmOffice, wanted: () => boolean, log: string[]): BorrowedOffice => ({
  office: o,
  get wanted() {
    return wanted();
  },
  giveBack: () => void log.push(`${nameOf(o)} given back`),
});

describe(drawPagesShared.name, () => {
  it('hands out the pages in slide order to whichever office is free, each once', async () => {
    const log: string[] = [];
    const drawn: string[] = [];
    const own = office('own', log);
    const other = office('other', log);
    await drawPagesShared(
      5,
      own,
      () => [lease(other, () => false, log)],
      async (o, page, keep) => {
        drawn.push(`${nameOf(o)}:${page}${keep ? '' : ' last'}`);
        await ticks(o === own ? 1 : 3);
      },
      Promise.resolve(),
    );
    const pages = drawn.map((entry) => Number(/:(\d+)/.exec(entry)![1]));
    expect(pages).toEqual([1, 2, 3, 4, 5]);
    expect(drawn[0]).toBe('own:1');
    expect(drawn[1]).toBe('other:2');
    // The office that drew the last page closed the deck with it; the other one closes it now.
    const [last] = drawn.filter((entry) => entry.endsWith(' last'));
    expect(last).toMatch(/:5 last$/);
    const idle = last.startsWith('own') ? 'other' : 'own';
    expect(log[0]).toBe(`${idle} released`);
    expect(log).toContain('other given back');
  });

  it('borrows only once its own office has loaded the deck', async () => {
    const log: string[] = [];
    const events: string[] = [];
    const own = office('own', log);
    const other = office('other', log);
    let loaded!: () => void;
    const ownLoaded = new Promise<void>((resolve) => (loaded = resolve));
    await drawPagesShared(
      4,
      own,
      () => {
        events.push('borrowed');
        return [lease(other, () => false, log)];
      },
      async (o, page) => {
        events.push(`${nameOf(o)}:${page}`);
        if (page === 1) loaded(); // LibreOffice says so before it draws the first page
        await ticks(2);
      },
      ownLoaded,
    );
    expect(events.slice(0, 2)).toEqual(['own:1', 'borrowed']);
    expect(events.filter((event) => event !== 'borrowed')).toHaveLength(4);
  });

  it('gives a borrowed office back after its current page once another deck waits', async () => {
    const log: string[] = [];
    const drawn: string[] = [];
    let waiting = false;
    const own = office('own', log);
    const other = office('other', log);
    await drawPagesShared(
      6,
      own,
      () => [lease(other, () => waiting, log)],
      async (o, page) => {
        drawn.push(`${nameOf(o)}:${page}`);
        if (page === 2) waiting = true; // another deck arrives while page 2 is drawn
        await ticks(1);
      },
      Promise.resolve(),
    );
    expect(drawn.filter((entry) => entry.startsWith('other'))).toEqual(['other:2']);
    expect(drawn.filter((entry) => entry.startsWith('own'))).toEqual([
      'own:1',
      'own:3',
      'own:4',
      'own:5',
      'own:6',
    ]);
    expect(log.slice(0, 2)).toEqual(['other released', 'other given back']);
  });

  it('stops every office after a failed page and gives borrowed ones back', async () => {
    const log: string[] = [];
    const drawn: number[] = [];
    const own = office('own', log);
    const other = office('other', log);
    await expect(
      drawPagesShared(
        20,
        own,
        () => [lease(other, () => false, log)],
        async (_o, page) => {
          drawn.push(page);
          await ticks(1);
          if (page === 3) throw new Error('LibreOffice: broken slide');
        },
        Promise.resolve(),
      ),
    ).rejects.toThrow('broken slide');
    expect(Math.max(...drawn)).toBeLessThanOrEqual(5);
    expect(log).toContain('other given back');
  });
});
