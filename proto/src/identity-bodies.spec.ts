import { surveyAskedBody } from './identity-bodies';

describe('surveyAskedBody', () => {
  it('takes its one optional field and refuses any other object (an operator, a stray key)', () => {
    expect(surveyAskedBody.safeParse({}).success).toBe(true);
    expect(surveyAskedBody.safeParse({ userId: 'u1' }).success).toBe(true);
    expect(surveyAskedBody.safeParse({ $gt: '' }).success).toBe(false);
  });
});
