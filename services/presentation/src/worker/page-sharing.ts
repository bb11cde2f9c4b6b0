import type { BorrowedOffice, WarmOffice } from '@deckforge/kit';

/** Draws one page of the deck in `office`; `keep` leaves the deck loaded there for its next page. */
export type DrawPage = (office: WarmOffice, page: number, keep: boolean) => Promise<void>;

/**
 * Pages 1..`count` of one deck drawn by its own office and the offices it borrowed
 * (docs/decisions.md, "Slide previews"). Each office takes the next page in slide order when it is
 * free, so the slides come in order whatever the offices' speeds, and the deck stays loaded in an
 * office between its pages. A borrowed office is given back after the page it is drawing as soon
 * as another deck waits for it: that deck's first slide never waits for more than one page of
 * this one. An office that stops drawing closes the deck it kept.
 */
export async function drawPagesShared(
  count: number,
  own: WarmOffice,
  borrowed: readonly BorrowedOffice[],
  drawPage: DrawPage,
): Promise<void> {
  let next = 1;
  let failed = false;
  const drawWhile = async (office: WarmOffice, mayGoOn: () => boolean) => {
    let kept = false;
    try {
      while (next <= count && !failed && mayGoOn()) {
        const page = next++;
        kept = next <= count;
        await drawPage(office, page, kept);
      }
    } catch (error) {
      failed = true; // the other offices stop after their current page
      throw error;
    } finally {
      if (kept) await office.release();
    }
  };
  // Every office has stopped before this returns (the deck's files go next), failed or not.
  const ended = await Promise.allSettled([
    drawWhile(own, () => true),
    ...borrowed.map(async (lease) => {
      try {
        await drawWhile(lease.office, () => !lease.wanted);
      } finally {
        lease.giveBack();
      }
    }),
  ]);
  const failure = ended.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}
