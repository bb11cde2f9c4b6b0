import { projectTitle } from './project-title';

describe(projectTitle.name, () => {
  it.each([
    ['Quarterly review', 'Quarterly review'],
    ['  Q3 / Q4: "plan"?  ', 'Q3 Q4 plan'],
    ['../../etc/passwd', 'etc passwd'],
    ['tab\tand\nnewline', 'tab and newline'],
    ['...', 'Presentation'],
    ['x'.repeat(300), 'x'.repeat(100)],
  ])('%j becomes %j', (title, expected) => {
    expect(projectTitle(title)).toBe(expected);
  });
});
