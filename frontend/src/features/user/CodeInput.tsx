import Box from '@mui/material/Box';
import { VERIFICATION_CODE_LENGTH } from '@deckforge/proto';
import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { brand } from '../../app/theme/palette';

export const emptyCode = (): string[] => Array.from({ length: VERIFICATION_CODE_LENGTH }, () => '');

/**
 * Six single-digit boxes: digits only; typing moves to the next box;
 * Backspace on an empty box goes back and clears it; arrows move; pasting a six-digit code (in
 * any box) fills them all.
 */
export function CodeInput({
  digits,
  onChange,
  invalid = false,
  describedBy,
}: {
  digits: string[];
  onChange: (digits: string[]) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(VERIFICATION_CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };
  const set = (index: number, digit: string) => {
    const next = [...digits];
    next[index] = digit;
    onChange(next);
  };

  const onInput = (index: number, value: string) => {
    const typed = value.replace(/\D/g, '');
    if (typed.length > 1) {
      // Autofill (one-time-code) or a fast typist: spread the digits from here on.
      const next = [...digits];
      [...typed].slice(0, VERIFICATION_CODE_LENGTH - index).forEach((digit, offset) => {
        next[index + offset] = digit;
      });
      onChange(next);
      focus(index + typed.length);
      return;
    }
    if (value !== '' && typed === '') return; // not a digit: ignored
    set(index, typed);
    if (typed) focus(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      set(index - 1, '');
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\s/g, '');
    if (!new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(pasted)) {
      event.preventDefault();
      return;
    }
    event.preventDefault();
    onChange([...pasted]);
    focus(VERIFICATION_CODE_LENGTH - 1);
  };

  return (
    <Box
      role="group"
      aria-label="Verification code"
      aria-describedby={describedBy}
      sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, justifyContent: 'center' }}
    >
      {digits.map((digit, index) => (
        <Box
          key={index}
          component="input"
          ref={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          value={digit}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
            onInput(index, event.target.value)
          }
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event: React.FocusEvent<HTMLInputElement>) => event.target.select()}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={VERIFICATION_CODE_LENGTH}
          aria-label={`Digit ${index + 1} of ${VERIFICATION_CODE_LENGTH}`}
          aria-invalid={invalid || undefined}
          sx={{
            width: { xs: 44, sm: 56 },
            height: { xs: 54, sm: 64 },
            textAlign: 'center',
            fontSize: { xs: '1.5rem', sm: '1.75rem' },
            fontWeight: 700,
            fontFamily: 'inherit',
            color: 'text.primary',
            border: `1.5px solid ${invalid ? '#b91c1c' : brand.slate300}`,
            borderRadius: 2.5,
            bgcolor: digit ? brand.indigo50 : '#fff',
            outline: 'none',
            transition: 'border-color 120ms, box-shadow 120ms',
            '&:focus': {
              borderColor: brand.indigo600,
              boxShadow: `0 0 0 3px ${brand.indigo100}`,
            },
            '&:focus-visible': { outline: `3px solid ${brand.indigo500}`, outlineOffset: 2 },
          }}
        />
      ))}
    </Box>
  );
}
