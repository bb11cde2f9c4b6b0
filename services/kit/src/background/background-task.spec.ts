import { BackgroundTask } from './background-task';

class CountingTask extends BackgroundTask<number> {
  passes = 0;

  constructor() {
    super({ name: 'counting task', everyMs: 1000 });
  }

  protected runPass(): Promise<number> {
    return Promise.resolve((this.passes += 1));
  }
}

describe(BackgroundTask.name, () => {
  afterEach(() => jest.useRealTimers());

  it('runs its passes only between bootstrap and shutdown', async () => {
    jest.useFakeTimers();
    const sut = new CountingTask();
    await jest.advanceTimersByTimeAsync(3000);
    expect(sut.passes).toBe(0);
    sut.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(2000);
    expect(sut.passes).toBe(2);
    await sut.onApplicationShutdown();
    await jest.advanceTimersByTimeAsync(3000);
    expect(sut.passes).toBe(2);
  });
});
