import { PeriodicTask } from './periodic-task';

/** A pass that ends when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe(PeriodicTask.name, () => {
  afterEach(() => jest.useRealTimers());

  it('runs every interval once started, and not before', async () => {
    jest.useFakeTimers();
    const run = jest.fn(async () => undefined);
    const sut = new PeriodicTask({ name: 'test task', everyMs: 1000, run });
    await jest.advanceTimersByTimeAsync(5000);
    expect(run).not.toHaveBeenCalled();
    sut.start();
    await jest.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(3);
    await sut.stop();
  });

  it('never overlaps a pass with the previous one: a tick during a pass joins it', async () => {
    jest.useFakeTimers();
    const slow = gate();
    const run = jest.fn(() => slow.opened.then(() => 7));
    const sut = new PeriodicTask({ name: 'test task', everyMs: 1000, run });
    sut.start();
    await jest.advanceTimersByTimeAsync(4000);
    const joined = sut.runNow();
    expect(run).toHaveBeenCalledTimes(1);
    slow.open();
    await expect(joined).resolves.toBe(7);
    await sut.stop();
  });

  it('waits for the pass in flight on stop, and runs no more afterwards', async () => {
    const slow = gate();
    let finished = false;
    const run = jest.fn(() => slow.opened.then(() => void (finished = true)));
    const sut = new PeriodicTask({ name: 'test task', everyMs: 1000, run });
    void sut.runNow();
    const stopping = sut.stop();
    setTimeout(slow.open, 20);
    await stopping;
    expect(finished).toBe(true);
    await expect(sut.runNow()).resolves.toBeUndefined();
    expect(run).toHaveBeenCalledTimes(1);
    expect(sut.isStopped).toBe(true);
  });

  it('reports a failed pass and goes on with the next one', async () => {
    const errors: unknown[] = [];
    const run = jest
      .fn<Promise<number>, []>()
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValueOnce(2);
    const sut = new PeriodicTask({
      name: 'test task',
      everyMs: 1000,
      run,
      onError: (error) => errors.push(error),
    });
    await expect(sut.runNow()).resolves.toBeUndefined();
    await expect(sut.runNow()).resolves.toBe(2);
    expect(errors).toEqual([new Error('database away')]);
    await sut.stop();
  });

  it('does not keep the process alive', () => {
    const sut = new PeriodicTask({ name: 'test task', everyMs: 1000, run: async () => undefined });
    const spy = jest.spyOn(global, 'setInterval');
    sut.start();
    const timer = spy.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    spy.mockRestore();
    void sut.stop();
  });
});
