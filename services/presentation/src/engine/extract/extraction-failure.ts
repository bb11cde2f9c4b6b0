/**
 * A file that cannot be used, and why, in words for the person who uploaded it. The message
 * always names the file: "Could not read "report.pdf": it is password-protected."
 */
export class ExtractionFailure extends Error {
  override readonly name = 'ExtractionFailure';

  constructor(
    readonly fileName: string,
    readonly reason: string,
    /** Whether the same bytes will always fail (then the failure is cached with them). */
    readonly permanent = true,
  ) {
    super(`Could not read "${fileName}": ${reason}.`);
  }
}

/** A reason found while reading, before the file's name is known (inside an extraction process). */
export class UnreadableFile extends Error {
  override readonly name = 'UnreadableFile';

  constructor(
    readonly reason: string,
    readonly permanent = true,
  ) {
    super(reason);
  }
}
