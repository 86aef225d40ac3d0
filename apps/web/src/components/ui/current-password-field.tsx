import { messages } from '@app/contract';
import { useState } from 'react';
import { serverFieldError } from '@/lib/form-errors';
import { TextField } from './text-field';

/**
 * The state of a password asked again before something grave (deleting, exporting): an
 * empty one is refused at once, and the server's verdict on it is shown under the field.
 */
export function useCurrentPassword() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  return {
    field: {
      value,
      error,
      onChange: (next: string) => {
        setValue(next);
        setError(undefined);
      },
    },
    /** The password to send, or undefined once the field says why there is none. */
    take(): string | undefined {
      if (value) return value;
      setError(messages.passwordIncorrect);
      return undefined;
    },
    /** Shows the server's answer about the password; false when the failure was another. */
    showServerError(failure: unknown): boolean {
      const passwordError = serverFieldError(failure, 'password');
      if (passwordError) setError(passwordError);
      return passwordError !== undefined;
    },
    showError: setError,
    clear() {
      setValue('');
      setError(undefined);
    },
  };
}

/** The account's password asked again; its state comes from `useCurrentPassword`. */
export function CurrentPasswordField({
  value,
  onChange,
  error,
  autoFocus = false,
}: ReturnType<typeof useCurrentPassword>['field'] & {
  /** In a dialog, the field Radix focuses first. */
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label="Password"
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      {...(autoFocus ? { 'data-autofocus': true } : {})}
    />
  );
}
