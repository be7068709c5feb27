import type { Mailer } from '../mail/create-mailer';
import { renderActionMail, type ActionMailKind } from '../mail/render-action-mail';
import { pathTo } from '../../shared/routing/paths';
import { toSupportedLanguage, defaultLanguage } from '../../shared/i18n/languages';

interface Recipient {
  email: string;
  name?: string | null;
  preferredLanguage?: string | null;
}

/**
 * The e-mails better-auth asks us to send. Sign-in and reset links point at our own pages
 * (`/<lng>/verify-signin`, `/<lng>/reset-password`), which complete the step with a request of their
 * own — so a mail scanner that follows links cannot use them up.
 */
export function authEmails(mailer: Mailer) {
  const send = (kind: ActionMailKind, to: Recipient, url: string, toAddress = to.email) =>
    mailer.send({
      to: toAddress,
      link: url,
      ...renderActionMail(kind, {
        name: to.name ?? '',
        email: to.email,
        url,
        language: to.preferredLanguage,
      }),
    });

  const pageUrl = (
    betterAuthUrl: string,
    language: string | null | undefined,
    page: 'verifySignin' | 'resetPassword',
    token: string,
  ) => {
    const lng = toSupportedLanguage(language) ?? defaultLanguage;
    return `${new URL(betterAuthUrl).origin}${pathTo(lng, page)}?token=${encodeURIComponent(token)}`;
  };

  return {
    verifyEmail: (user: Recipient, url: string) => send('verify', user, url),
    resetPassword: (user: Recipient, url: string, token: string) =>
      send('reset', user, pageUrl(url, user.preferredLanguage, 'resetPassword', token)),
    magicLink: (user: Recipient, url: string, token: string) =>
      send('magic', user, pageUrl(url, user.preferredLanguage, 'verifySignin', token)),
    changeEmail: (user: Recipient, newEmail: string, url: string) => send('changeEmail', user, url, newEmail),
  };
}
