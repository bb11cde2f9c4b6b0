import { condense, titleText } from './condense';
import { languageTools } from '../../text/language/language';

const en = languageTools('en');

describe(condense.name, () => {
  it('drops parentheticals, citations, discourse markers and non-restrictive clauses', () => {
    expect(
      condense(
        'For example, the new scheduler (which replaced the cron jobs in March) reduces the nightly batch window from six hours to ninety minutes, which frees the database for the morning reports.',
        15,
        en,
      ),
    ).toEqual({
      text: 'The new scheduler reduces the nightly batch window from six hours to ninety minutes',
      fits: true,
    });
    expect(condense('In other words, consensus is hard [12].', 15, en).text).toBe(
      'Consensus is hard',
    );
    expect(
      condense('It produces a result equivalent to (multi-)Paxos, and it is as efficient.', 15, en)
        .text,
    ).toBe('It produces a result equivalent to Paxos, and it is as efficient');
  });

  it('keeps the main clause before a semicolon, else the sentence whole — never an ellipsis', () => {
    expect(
      condense(
        'Every server stores a log containing a series of commands; each log contains the same commands in the same order, so each state machine processes the same sequence.',
        15,
        en,
      ).text,
    ).toBe('Every server stores a log containing a series of commands');
    const whole =
      'Raft uses randomized election timeouts to ensure that split votes are rare and that they are resolved quickly by the servers of the cluster even when the network between the data centres is slow';
    expect(condense(whole, 15, en)).toEqual({ text: whole, fits: false });
    expect(condense('Get the source code from GitHub (see above), then…', 15, en).text).toBe(
      'Get the source code from GitHub',
    );
  });

  it('never leaves a dependent clause alone: a sentence opening with one stays whole', () => {
    for (const sentence of [
      'When the outer loop reaches the inner loop header, the recorder stops and the VM calls the inner tree as a nested trace tree from the outer one',
      'In order to be able to return to the interpreter, the trace must write every live value back to the activation record of the interpreter frame',
      'If the function being entered is not constant, the recorder must emit a guard that checks the callee object against the one seen while recording',
    ]) {
      const { text } = condense(sentence, 15, en);
      expect(text).toBe(sentence);
    }
    // A main clause before the comma is still kept.
    expect(
      condense(
        'The recorder stops at the inner loop header, the VM calls the inner tree as a nested tree and the outer trace goes on from there once the inner tree returns',
        15,
        en,
      ).text,
    ).toBe('The recorder stops at the inner loop header');
  });

  it('condenses in other languages too', () => {
    expect(
      condense(
        'Por exemplo, todas as senhas (exceto as de serviço) são trocadas.',
        15,
        languageTools('pt'),
      ).text,
    ).toBe('Todas as senhas são trocadas');
  });
});

describe(titleText.name, () => {
  it('keeps what comes before a colon of a long title, never an ellipsis', () => {
    expect(
      titleText(
        'In Search of an Understandable Consensus Algorithm: an extended version for the journal of systems',
        12,
        en,
      ),
    ).toBe('In Search of an Understandable Consensus Algorithm');
    expect(titleText('results.', 12, en)).toBe('Results');
  });

  it('keeps the colon of a heading that leads into its points, and only then', () => {
    expect(titleText('ONLYOFFICE Online Editors enable you to:', 12, en)).toBe(
      'ONLYOFFICE Online Editors enable you to:',
    );
    expect(titleText('Our goals:', 12, en)).toBe('Our goals');
  });

  it("keeps a form's heading without its blank", () => {
    expect(titleText('Nº EXPEDIENTE: ___________', 12, en)).toBe('Nº EXPEDIENTE');
  });
});
