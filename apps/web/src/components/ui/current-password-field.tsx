import { TextField } from './text-field';

/** The account's password asked again before something grave (deleting, exporting). */
export function CurrentPasswordField({
  value,
  onChange,
  error,
  autoFocus = false,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
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
