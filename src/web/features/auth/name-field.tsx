import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/text-field';

/** The name input of sign-up, the profile and the contact form (at most 100 characters, as the server). */
export function NameField({
  value,
  onChange,
  label,
  id,
}: {
  value: string;
  onChange(value: string): void;
  label?: string;
  id?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      label={label ?? t('auth.name')}
      autoComplete="name"
      required
      maxLength={100}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
