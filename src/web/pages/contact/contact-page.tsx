import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contactSchema, contactTopics, type ContactTopic } from '../../../shared/contact/contact-schema';
import { useAuth } from '../../features/auth/auth-context';
import { EmailField } from '../../features/auth/email-field';
import { NameField } from '../../features/auth/name-field';
import styles from '../../features/content/content.module.css';
import { useCurrentLanguage } from '../../lib/i18n/current-language';
import { FormAlert } from '../../ui/form-alert';
import formStyles from '../../ui/form.module.css';
import { PageHeader } from '../../ui/page-header';
import { SubmitButton } from '../../ui/submit-button';
import { HydratedFields } from '../../ui/hydrated-fields';

/** Name, e-mail, topic and message: checked as you send, stored and forwarded to support. */
export default function ContactPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { user } = useAuth();
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [topic, setTopic] = useState<ContactTopic | ''>('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const parsed = contactSchema.safeParse({ name, email: email.trim(), topic, message, language });
    if (!parsed.success)
      return setError(
        t(`contact.errors.${parsed.error.issues[0]?.message ?? 'invalid'}`, {
          defaultValue: t('contact.errors.invalid'),
        }),
      );
    setBusy(true);
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(parsed.data),
      });
      if (response.status === 429) return setError(t('contact.errors.tooMany'));
      if (!response.ok) return setError(t('contact.errors.failed'));
      setSent(true);
    } catch {
      setError(t('contact.errors.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={t('pages.contact.title')} intro={t('pages.contact.intro')} />
      <div className={styles.prose}>
        {sent ? (
          <FormAlert kind="success">{t('contact.sent')}</FormAlert>
        ) : (
          <form onSubmit={submit} noValidate className={styles.form}>
            <HydratedFields>
              {error && <FormAlert kind="error">{error}</FormAlert>}
              <NameField id="contact-name" label={t('contact.name')} value={name} onChange={setName} />
              <EmailField value={email} onChange={setEmail} />
              <div className={formStyles.field}>
                <label htmlFor="contact-topic" className={formStyles.label}>
                  {t('contact.topic')}
                </label>
                <select
                  id="contact-topic"
                  className="select"
                  value={topic}
                  required
                  onChange={(e) => setTopic(e.target.value as ContactTopic)}
                >
                  <option value="">{t('contact.chooseTopic')}</option>
                  {contactTopics.map((value) => (
                    <option key={value} value={value}>
                      {t(`contact.topics.${value}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className={formStyles.field}>
                <label htmlFor="contact-message" className={formStyles.label}>
                  {t('contact.message')}
                </label>
                <textarea
                  id="contact-message"
                  className={formStyles.input}
                  rows={7}
                  maxLength={5000}
                  required
                  value={message}
                  onChange={(e) => setMessage(e.target.value)}
                />
              </div>
              <SubmitButton busy={busy}>{busy ? t('contact.sending') : t('contact.send')}</SubmitButton>
            </HydratedFields>
          </form>
        )}
      </div>
    </>
  );
}
