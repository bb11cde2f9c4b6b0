import { type ChangeEvent, useState } from 'react';
import { collectErrors, type FieldErrors, hasErrors } from '../lib/validation';

type FormValues = Record<string, string | boolean>;

/** `{ terms: false }` is a boolean field, not one that can only be false. */
type Widened<V extends FormValues> = {
  [K in keyof V]: V[K] extends boolean ? boolean : string;
};

/** The names of a form's text fields (the ones a TextField edits). */
type TextName<V extends FormValues> = {
  [K in keyof V]: V[K] extends string ? K : never;
}[keyof V] &
  string;

export interface FormOptions {
  /**
   * A field's message goes away as soon as the field is edited (default: until the next submit).
   */
  clearErrorOnEdit?: boolean;
}

/**
 * The one way a form keeps its fields: values, one message per field, and the props a
 * `TextField` (or `PasswordField`) needs — `<TextField label="Name" {...form.field('name')} />`.
 * Checks run on submit through `validate`, with the rules of `lib/validation.ts`.
 */
export function useForm<I extends FormValues>(initial: I, options: FormOptions = {}) {
  type V = Widened<I>;
  const [values, setValues] = useState<V>(initial as V);
  const [errors, setErrors] = useState<FieldErrors<string>>({});

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (options.clearErrorOnEdit) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  /** value, onChange, error and helperText (`hint` until there is a message) for one field. */
  const field = (name: TextName<V>, hint?: string) => ({
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value as V[typeof name]),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? hint,
  });

  /** Runs every check and shows the messages; `ok` when none failed. */
  const validate = <K extends string>(checks: Record<K, () => string | undefined>) => {
    const found = collectErrors<K>(checks);
    setErrors(found);
    return { ok: !hasErrors(found), errors: found };
  };

  /** Back to the initial values: the named fields, or all of them. */
  const reset = (names?: (keyof V & string)[]) =>
    setValues((current) => {
      const next = { ...current };
      for (const name of names ?? (Object.keys(initial) as (keyof V & string)[])) {
        next[name] = (initial as V)[name];
      }
      return next;
    });

  return { values, setValue, field, errors, setErrors, validate, reset };
}
