import { contactBody, registerBody, surveyData } from '../identity-bodies';
import { countTokensQuery, generateQuery, MAX_TITLE_LENGTH } from '../presentation';
import { Messages } from './messages';

const firstMessage = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string }> };
}) => (result.success ? undefined : result.error?.issues[0]?.message);

describe('sign-up field rules', () => {
  const valid = { name: 'Ada', email: '  Ada@Example.COM ', password: 'Secret1!' };

  it('accepts a valid sign-up and normalises the e-mail', () => {
    expect(registerBody.parse(valid)).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'Secret1!',
    });
  });

  it.each([
    [{ ...valid, email: undefined }, Messages.emailRequired],
    [{ ...valid, email: '   ' }, Messages.emailRequired],
    [{ ...valid, email: 'ada@example' }, Messages.invalidEmail],
    [{ ...valid, email: 'ada example.com' }, Messages.invalidEmail],
    [{ ...valid, name: '  ' }, Messages.nameRequired],
    [{ ...valid, name: undefined }, Messages.nameRequired],
  ])('refuses %j with the spec message', (input, message) => {
    expect(firstMessage(registerBody.safeParse(input))).toBe(message);
  });

  it.each([
    'Sh0rt!a',
    'nouppercase1!',
    'NOLOWERCASE1!',
    'NoDigits!!',
    'NoSpecial123',
    'NoSpecialÄ123',
  ])('refuses the password %j', (password) => {
    expect(firstMessage(registerBody.safeParse({ ...valid, password }))).toBe(
      Messages.passwordRules,
    );
  });

  it.each([
    'Corr3ct-Horse#Battery',
    'Bad#Special1',
    'pass_Word9',
    'Tilde~7x',
    'Two words 4U',
    'Grüße-2Ö',
  ])('counts any character that is not a letter or digit as special: %j', (password) => {
    expect(registerBody.safeParse({ ...valid, password }).success).toBe(true);
  });

  it('accepts a password of exactly eight characters with every kind', () => {
    expect(registerBody.safeParse({ ...valid, password: 'Sh0rt!aB' }).success).toBe(true);
  });

  it('requires the contact message', () => {
    expect(
      firstMessage(
        contactBody.safeParse({ formData: { name: 'A', email: 'a@b.co', message: ' ' } }),
      ),
    ).toBe(Messages.messageRequired);
  });

  it("accepts only the survey's answer scales", () => {
    const survey = {
      satisfaction: 'Satisfied',
      wouldPay: true,
      easeOfUse: 'Easy',
      recommendation: 'Likely',
    };
    expect(surveyData.parse(survey)).toMatchObject({ likeMost: '', comments: '' });
    expect(surveyData.safeParse({ ...survey, satisfaction: 'Meh' }).success).toBe(false);
  });
});

describe('presentation inputs', () => {
  const file = { file_id: '5f0e4b7e-3c1a-4d6e-9a53-0d2a1c3b4e5f', file_type: 'application/pdf' };

  it('decodes files from the JSON-encoded query parameter', () => {
    expect(countTokensQuery.parse({ files: JSON.stringify([file]) }).files).toEqual([file]);
  });

  it('asks for media when none are selected, and for a title and template', () => {
    expect(firstMessage(countTokensQuery.safeParse({ files: '[]' }))).toBe(Messages.mediaRequired);
    const base = {
      files: JSON.stringify([file]),
      templateId: file.file_id,
      title: 'Deck',
      credits: '1',
    };
    expect(firstMessage(generateQuery.safeParse({ ...base, title: ' ' }))).toBe(
      Messages.titleRequired,
    );
    expect(firstMessage(generateQuery.safeParse({ ...base, templateId: '' }))).toBe(
      Messages.templateRequired,
    );
  });

  it('says a title is too long, not missing, past its limit', () => {
    const base = { files: JSON.stringify([file]), templateId: file.file_id, credits: '1' };
    expect(generateQuery.safeParse({ ...base, title: 'T'.repeat(MAX_TITLE_LENGTH) }).success).toBe(
      true,
    );
    expect(firstMessage(generateQuery.safeParse({ ...base, title: 'T'.repeat(300) }))).toBe(
      'The title is too long: at most 200 characters',
    );
  });
});
