import { mailOutboxFileName, parseMailOutboxFileName } from './mail-outbox';

describe('mail outbox file names', () => {
  const entry = {
    sentAt: new Date('2026-11-21T10:15:02.123Z'),
    sequence: 42,
    kind: 'password-reset',
    recipient: 'Ada_Lovelace+deck@Example.com',
  };

  it('starts with a sortable timestamp and ends with the recipient', () => {
    expect(mailOutboxFileName(entry)).toBe(
      '2026-11-21T10-15-02.123Z_000042_password-reset_ada_lovelace+deck@example.com.eml',
    );
  });

  it('reads back what it wrote', () => {
    expect(parseMailOutboxFileName(mailOutboxFileName(entry))).toEqual({
      ...entry,
      recipient: 'ada_lovelace+deck@example.com',
    });
  });

  it('sorts chronologically as plain strings', () => {
    const names = [
      mailOutboxFileName({ ...entry, sentAt: new Date('2026-11-21T10:15:02.124Z') }),
      mailOutboxFileName({ ...entry, sentAt: new Date('2026-11-21T09:59:59.999Z') }),
      mailOutboxFileName(entry),
    ];
    expect(
      [...names].sort().map((name) => parseMailOutboxFileName(name)?.sentAt.toISOString()),
    ).toEqual(['2026-11-21T09:59:59.999Z', '2026-11-21T10:15:02.123Z', '2026-11-21T10:15:02.124Z']);
  });

  it('ignores files that are not outbox messages', () => {
    expect(parseMailOutboxFileName('notes.txt')).toBeUndefined();
    expect(parseMailOutboxFileName('2026-11-21_ada@example.com.eml')).toBeUndefined();
  });

  it('keeps path separators out of the name', () => {
    expect(mailOutboxFileName({ ...entry, recipient: '../../etc/passwd@x.co' })).toMatch(
      /_\.\.-\.\.-etc-passwd@x\.co\.eml$/,
    );
  });
});
