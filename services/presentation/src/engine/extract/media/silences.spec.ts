import { cutPoints, hasSound, isSilent, parseSilences } from './silences';

describe(parseSilences.name, () => {
  it('pairs starts and ends, and closes a silence still open at the end', () => {
    const stderr = `[silencedetect @ 0x1] silence_start: -0.0012
[silencedetect @ 0x1] silence_end: 1.25 | silence_duration: 1.25
size=N/A time=00:00:09.00 bitrate=N/A
[silencedetect @ 0x1] silence_start: 7.5`;
    expect(parseSilences(stderr, 9)).toEqual([
      { start: 0, end: 1.25 },
      { start: 7.5, end: 9 },
    ]);
  });
});

describe(cutPoints.name, () => {
  it('cuts in the longest pause of each chunk’s second half', () => {
    const silences = [
      { start: 20, end: 20.4 }, // first half: too early
      { start: 40, end: 40.4 },
      { start: 47, end: 49 }, // the longest pause before 55 s
      { start: 90, end: 91 },
    ];
    expect(cutPoints(silences, 130, 55)).toEqual([48, 90.5]);
  });

  it('takes the latest of equal pauses', () => {
    const every7s = Array.from({ length: 20 }, (_, i) => ({ start: i * 7, end: i * 7 + 0.6 }));
    expect(cutPoints(every7s, 120, 55)[0]).toBe(49.3);
  });

  it('cuts at the longest chunk where nobody pauses', () => {
    expect(cutPoints([], 120, 55)).toEqual([55, 110]);
    expect(cutPoints([], 55, 55)).toEqual([]);
  });
});

describe(hasSound.name, () => {
  it('finds no sound in a recording that is silent but for a click', () => {
    expect(hasSound([{ start: 0, end: 9.8 }], 10)).toBe(false);
    expect(hasSound([{ start: 0, end: 4 }], 10)).toBe(true);
    expect(hasSound([], 10)).toBe(true);
  });
});

describe(isSilent.name, () => {
  it('tells a chunk inside one silence from one with sound', () => {
    const silences = [{ start: 50, end: 120 }];
    expect(isSilent(silences, 55, 110)).toBe(true);
    expect(isSilent(silences, 0, 55)).toBe(false);
  });
});
