import { mailboxOf } from './mailbox';

describe(mailboxOf.name, () => {
  it.each([
    ['Ann.Lee+promo@Gmail.com', 'annlee@gmail.com'],
    ['a.n.n.l.e.e@googlemail.com', 'annlee@gmail.com'],
    ['annlee+a+b@gmail.com', 'annlee@gmail.com'],
    ['ann.lee+news@example.org', 'ann.lee@example.org'],
    ['  Ann.Lee@Example.org ', 'ann.lee@example.org'],
  ])('reads %s as the mailbox %s', (email, mailbox) => {
    expect(mailboxOf(email)).toBe(mailbox);
  });

  it('keeps dots where the provider does not ignore them, and a name that starts with +', () => {
    expect(mailboxOf('ann.lee@outlook.com')).not.toBe(mailboxOf('annlee@outlook.com'));
    expect(mailboxOf('+ann@example.org')).toBe('+ann@example.org');
  });
});
