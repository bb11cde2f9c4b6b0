import { parseSceneTimes, spreadOut } from './scene-changes';

describe('scene changes of a video', () => {
  it("reads the times of the frames ffmpeg's scene filter let through", () => {
    const stderr = [
      '[Parsed_showinfo_2 @ 0x55d] config in time_base: 1/12800, frame_rate: 25/1',
      '[Parsed_showinfo_2 @ 0x55d] n:   0 pts:  51200 pts_time:4       duration:    512 fmt:yuv420p',
      '[Parsed_showinfo_2 @ 0x55d] n:   1 pts: 104448 pts_time:8.16    duration:    512 fmt:yuv420p',
      'frame=    2 fps=0.0 q=-0.0 Lsize=N/A time=00:00:08.16 bitrate=N/A speed= 120x',
    ].join('\n');
    expect(parseSceneTimes(stderr)).toEqual([4, 8.16]);
  });

  it('keeps changes a gap apart, away from the start and the end, at most as many as asked', () => {
    expect(spreadOut([0.5, 4, 8, 30, 31, 59.5], 60, 12)).toEqual([4, 30]);
    const everySecond = Array.from({ length: 3600 }, (_, second) => second);
    const kept = spreadOut(everySecond, 3600, 12);
    expect(kept).toHaveLength(12);
    expect(kept[1] - kept[0]).toBeGreaterThanOrEqual(150);
  });
});
