import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useForm } from './useForm';

const typed = (value: string) => ({ target: { value } }) as React.ChangeEvent<HTMLInputElement>;

describe('useForm', () => {
  it('wires a text field, shows the checks’ messages and keeps them until the next submit', () => {
    const { result } = renderHook(() => useForm({ name: '', email: 'ada@example.com' }));
    expect(result.current.field('name', 'Your full name')).toMatchObject({
      value: '',
      error: false,
      helperText: 'Your full name',
    });
    let outcome: { ok: boolean } = { ok: true };
    act(() => {
      outcome = result.current.validate({ name: () => 'Name is required', email: () => undefined });
    });
    expect(outcome.ok).toBe(false);
    expect(result.current.field('name', 'Your full name')).toMatchObject({
      error: true,
      helperText: 'Name is required',
    });
    act(() => result.current.field('name').onChange(typed('Ada')));
    expect(result.current.values.name).toBe('Ada');
    expect(result.current.field('name').helperText).toBe('Name is required');
  });

  it('clears a field’s message on edit when asked, and resets the named fields only', () => {
    const { result } = renderHook(() =>
      useForm({ password: '', confirmation: '' }, { clearErrorOnEdit: true }),
    );
    act(() => {
      result.current.validate({ password: () => 'Too short', confirmation: () => 'No match' });
    });
    act(() => result.current.field('password').onChange(typed('Secret1!')));
    expect(result.current.errors).toMatchObject({ password: undefined, confirmation: 'No match' });
    act(() => result.current.field('confirmation').onChange(typed('Secret1!')));
    act(() => result.current.reset(['password']));
    expect(result.current.values).toEqual({ password: '', confirmation: 'Secret1!' });
  });
});
