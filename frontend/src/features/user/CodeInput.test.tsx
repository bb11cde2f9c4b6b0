import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeInput, emptyCode } from './CodeInput';

function Harness() {
  const [digits, setDigits] = useState(emptyCode);
  return (
    <>
      <CodeInput digits={digits} onChange={setDigits} />
      <output>{digits.join('')}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox');
const code = () => screen.getByRole('status').textContent;

describe('CodeInput (six single-digit boxes)', () => {
  it('has six labelled boxes', () => {
    render(<Harness />);
    expect(boxes()).toHaveLength(6);
    expect(screen.getByLabelText('Digit 1 of 6')).toBeInTheDocument();
    expect(screen.getByLabelText('Digit 6 of 6')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
  });

  it('takes digits only and moves to the next box after each', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]);
    await user.keyboard('1a2 3');
    expect(code()).toBe('123');
    expect(boxes()[3]).toHaveFocus();
  });

  it('Backspace on an empty box goes back and clears the previous digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]);
    await user.keyboard('123');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(code()).toBe('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}{Backspace}');
    expect(code()).toBe('');
    expect(boxes()[0]).toHaveFocus();
  });

  it('pasting a six-digit code into any box fills them all', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[2]);
    await user.paste(' 482 913 ');
    expect(code()).toBe('482913');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual([
      '4',
      '8',
      '2',
      '9',
      '1',
      '3',
    ]);
    expect(boxes()[5]).toHaveFocus();
  });

  it('ignores a paste that is not a six-digit code', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]);
    await user.paste('12ab56');
    expect(code()).toBe('');
  });

  it('arrow keys move between boxes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[2]);
    await user.keyboard('{ArrowRight}');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(boxes()[1]).toHaveFocus();
  });
});
