import { OfficePool } from './office-pool';
import type { WarmOffice } from './warm-office';

/** Offices are only handed around here: named stand-ins will do. */
const offices = (count: number) =>
  Array.from(
    { length: count },
    (_, index) => ({ name: `office ${index + 1}` }) as unknown as WarmOffice,
  );
const name = (office: WarmOffice) => (office as unknown as { name: string }).name;

describe(OfficePool.name, () => {
  it('gives a deck alone an office of its own and lends it every other one', async () => {
    const sut = new OfficePool(offices(3));
    const held = await sut.withOffices(async (own, borrow) => [
      name(own),
      ...borrow().map((lease) => name(lease.office)),
    ]);
    expect(held).toEqual(['office 1', 'office 2', 'office 3']);
  });

  it('lends only what is idle when asked: a deck that arrives before gets an office of its own', async () => {
    const sut = new OfficePool(offices(2));
    let borrowLater!: () => void;
    const first = sut.withOffices(async (_own, borrow) => {
      await new Promise<void>((resolve) => (borrowLater = resolve));
      return borrow().length;
    });
    const second = sut.withOffices(async (own) => name(own));
    expect(await second).toBe('office 2');
    borrowLater();
    expect(await first).toBe(1);
  });

  it('hands a borrowed office to a deck that arrives meanwhile, without waiting for the first deck', async () => {
    const sut = new OfficePool(offices(2));
    let finishFirst!: () => void;
    let wantedBefore = true;
    let wantedAfter = false;
    const first = sut.withOffices(async (_own, borrow) => {
      const [lease] = borrow();
      wantedBefore = lease.wanted;
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
      wantedAfter = lease.wanted;
      lease.giveBack();
      await new Promise<void>((resolve) => (finishFirst = resolve));
    });
    const second = sut.withOffices(async (own) => name(own));
    expect(await second).toBe('office 2');
    expect([wantedBefore, wantedAfter]).toEqual([false, true]);
    finishFirst();
    await first;
  });

  it('serves waiting decks in the order they came, once offices come back', async () => {
    const sut = new OfficePool(offices(1));
    let release!: () => void;
    const first = sut.withOffices(() => new Promise<void>((resolve) => (release = resolve)));
    const order: string[] = [];
    const second = sut.withOffices(async () => void order.push('second'));
    const third = sut.withOffices(async () => void order.push('third'));
    release();
    await Promise.all([first, second, third]);
    expect(order).toEqual(['second', 'third']);
  });

  it('takes back the offices of a deck that failed, borrowed ones too', async () => {
    const sut = new OfficePool(offices(2));
    await expect(
      sut.withOffices(async (_own, borrow) => {
        borrow();
        throw new Error('broken deck');
      }),
    ).rejects.toThrow('broken deck');
    const held = await sut.withOffices(async (_own, borrow) => 1 + borrow().length);
    expect(held).toBe(2);
  });
});
