import { utterances } from './sphinx-output';

describe(utterances.name, () => {
  it('makes each utterance a timed sentence without fillers or pronunciation variants', () => {
    const stdout = `i think solar power is cheap
<s> 0.010 0.080 0.999600
i 0.090 0.340 0.571062
think 0.350 0.440 0.801228
<sil> 0.450 0.500 0.9
solar 0.510 0.720 0.294716
power(2) 0.730 0.970 0.605731
is 0.980 1.100 0.887884
cheap 1.110 1.500 0.887884
</s> 1.510 1.900 1.000000
i'm done
<s> 3.000 3.060 0.998301
i'm 3.070 3.230 0.681714
done 3.240 3.450 0.493180
</s> 3.460 3.590 1.000000
`;
    expect(utterances(stdout, 60)).toEqual([
      { startSeconds: 60.09, endSeconds: 61.5, text: 'I think solar power is cheap.' },
      { startSeconds: 63.07, endSeconds: 63.45, text: "I'm done." },
    ]);
  });

  it('cuts an utterance into sentences at its inner pauses', () => {
    const words = (start: number, list: string) =>
      list
        .split(' ')
        .map(
          (word, i) =>
            `${word} ${(start + i * 0.3).toFixed(3)} ${(start + i * 0.3 + 0.28).toFixed(3)} 0.9`,
        );
    const stdout = [
      '<s> 0.000 0.020 1.0',
      ...words(0.03, 'the plan is good'),
      '<sil> 1.230 1.700 0.9', // a breath: a new sentence
      ...words(1.71, 'now the roads are old'),
      '</s> 3.200 3.300 1.0',
    ].join('\n');
    expect(utterances(stdout, 0).map((segment) => segment.text)).toEqual([
      'The plan is good.',
      'Now the roads are old.',
    ]);
  });

  it('hears no speech in noise, silence or a lone hesitation', () => {
    const stdout = `
<s> 2.690 2.840 0.999900
[SPEECH] 2.850 3.310 0.999700
<sil> 3.320 3.590 0.834168
</s> 4.050 4.070 1.000000
ah
<s> 5.000 5.020 0.999900
ah 5.030 5.560 0.075358
</s> 5.570 5.590 1.000000
`;
    expect(utterances(stdout, 0)).toEqual([]);
  });
});
