import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/text-field';

/** The e-mail input every account form starts with. */
export function EmailField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange(value: string): void;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t('auth.email')}
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
