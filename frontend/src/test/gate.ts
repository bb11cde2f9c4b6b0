/** A door a fake server handler waits behind until the test opens it (no sleeps in tests). */
export function gate() {
  let open!: () => void;
  let arrive!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return {
    /** In the handler: note the arrival, then wait for the test. */
    pass: async () => {
      arrive();
      await opened;
    },
    /** In the test: resolves once a request is waiting. */
    arrived,
    open,
  };
}
