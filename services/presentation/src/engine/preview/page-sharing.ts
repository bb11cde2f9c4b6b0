import type { BorrowedOffice, WarmOffice } from '@deckforge/kit';

/** Draws one page of the deck in `office`; `keep` leaves the deck loaded there for its next page. */
export type DrawPage = (office: WarmOffice, page: number, keep: boolean) => Promise<void>;

/**
 * Pages 1..`count` of one deck drawn by its own office and the offices it borrows
 * (docs/decisions.md, "Slide previews"). Each office takes the next page in slide order when it is
 * free, so the slides come in order whatever the offices' speeds, and the deck stays loaded in an
 * office between its pages. Offices are borrowed once the deck's own office has loaded it
 * (`ownLoaded`): a deck stored at the same moment finds an office of its own rather than one
 * busy loading this deck. A borrowed office is given back after the page it is drawing as soon
 * as another deck waits for it, so a deck that arrives later waits for one page of this one, not
 * for a run of them. An office that stops drawing closes the deck it kept. Every office has
 * stopped when this returns (the deck's files go next), failed or not.
 */
export async function drawPagesShared(
  count: number,
  own: WarmOffice,
  borrow: () => BorrowedOffice[],
  drawPage: DrawPage,
  ownLoaded: Promise<unknown>,
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
  const owned = drawWhile(own, () => true);
  const borrowed = Promise.race([ownLoaded, owned.catch(() => undefined)]).then(() =>
    Promise.all(
      borrow().map(async (lease) => {
        try {
          await drawWhile(lease.office, () => !lease.wanted);
        } finally {
          lease.giveBack();
        }
      }),
    ),
  );
  const ended = await Promise.allSettled([owned, borrowed]);
  const failure = ended.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}
