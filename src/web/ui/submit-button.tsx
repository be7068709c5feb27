import type { ButtonHTMLAttributes } from 'react';

/** A form's main button; while `busy` it is disabled and says so to assistive technology. */
export function SubmitButton({
  busy,
  children,
  variant = 'primary',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  busy?: boolean;
  variant?: 'primary' | 'secondary' | 'danger';
}) {
  return (
    <button
      type="submit"
      className={`button button-${variant}`}
      disabled={busy || props.disabled}
      aria-busy={busy || undefined}
      {...props}
    >
      {children}
    </button>
  );
}
