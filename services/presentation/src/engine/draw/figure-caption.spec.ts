import { AverageGlyphMeasurer, textHeight } from '../fit';
import { EMU_PER_POINT } from '../template';
import { captionHeight, captionText } from './figure-caption';

/** A font whose lines are 1.4 ems high (Georgia's are): taller than Office's 1.2. */
class TallLines extends AverageGlyphMeasurer {
  override lineHeight(): number {
    return 1.4;
  }
}

describe(captionHeight.name, () => {
  it('gives a caption the height its font’s lines take, as any text box is measured', () => {
    const measurer = new TallLines();
    const area = { x: 0, y: 0, w: 4_297_680, h: 3_530_520 };
    for (const caption of ['Figure 4', 'Figure 1: Replicated state machine architecture.']) {
      const box = { ...area, h: captionHeight(caption, area, measurer, 'Georgia') };
      const frame = { box, levels: [], font: { family: 'Georgia' }, defaultSizePt: 12 };
      expect(textHeight([{ text: caption, level: 0 }], frame, 1, measurer)).toBeLessThanOrEqual(
        box.h / EMU_PER_POINT,
      );
    }
  });
});

describe(captionText.name, () => {
  const measurer = new AverageGlyphMeasurer(0.5);
  // Under a figure in the ONLYOFFICE sample's free side: 4.7 inches wide.
  const area = { x: 0, y: 0, w: 4_297_680, h: 2_400_000 };

  it('keeps a caption that three lines hold, else its first sentence, else its first clause', () => {
    expect(captionText('Figure 4: the states of a server.', area, measurer)).toBe(
      'Figure 4: the states of a server.',
    );
    const long =
      'Figure 14: Using a 5-point scale, participants were asked (left) which algorithm they felt would be easier to implement in a functioning, correct, and efficient system, and (right) which would be easier to explain to a CS graduate student.';
    expect(captionText(long, area, measurer)).toBe('Figure 14: Using a 5-point scale');
  });

  it('keeps to the first sentence when three lines would take more than a quarter of the area', () => {
    // Under a figure in a short area (LibreOffice's Midnightblue): 2.3 inches high.
    const short = { ...area, w: 9_067_800, h: 2_100_000 };
    const caption =
      'Figure 1: Replicated state machine architecture. The consensus algorithm manages a replicated log containing state machine commands from clients. The state machines process identical sequences of commands from the logs, so they produce the same outputs.';
    expect(captionText(caption, short, measurer)).toBe(
      'Figure 1: Replicated state machine architecture.',
    );
  });

  it('keeps to one line where the figure needs the height, down to its label', () => {
    const caption =
      'Figure 13: A scatter plot of 43 participants’ grades comparing their performance on each exam. Points above the diagonal (33) represent participants who scored higher on the Raft exam.';
    expect(captionText(caption, area, measurer, undefined, 1)).toBe('Figure 13');
    expect(captionText('Figure 4: Server states', area, measurer, undefined, 1)).toBe(
      'Figure 4: Server states',
    );
  });
});
