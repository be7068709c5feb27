import type { SnoozeChoice } from './cue-schedule';

/** A notification's buttons and the snooze each asks for (the service worker relays the choice). */
type NotificationChoice = Extract<SnoozeChoice, 30 | 'tomorrow'>;
export const notificationActions: Array<{ action: string; choice: NotificationChoice }> = [
  { action: 'snooze-30', choice: 30 },
  { action: 'snooze-tomorrow', choice: 'tomorrow' },
];

const icon = '/icons/icon-192.png';
const tag = 'postura-posture';

/**
 * A posture cue as a system notification while the tab is hidden. Where the service worker runs and
 * the browser shows notification buttons (Chromium on desktop and Android), it offers "Pause 30 min"
 * and "Until tomorrow" right there; elsewhere clicking the notification brings /pose back.
 */
export async function notifyCue(
  title: string,
  body: string,
  labels: Record<NotificationChoice, string>,
): Promise<void> {
  if (
    document.hidden === false ||
    typeof Notification === 'undefined' ||
    Notification.permission !== 'granted'
  )
    return;
  const maxActions = (Notification as unknown as { maxActions?: number }).maxActions ?? 0;
  const registration =
    maxActions > 0 && navigator.serviceWorker?.controller
      ? await navigator.serviceWorker.getRegistration().catch(() => undefined)
      : undefined;
  if (registration) {
    await registration.showNotification(title, {
      body,
      icon,
      tag,
      data: { url: location.href },
      actions: notificationActions.map(({ action, choice }) => ({
        action,
        title: labels[choice],
      })),
    } as NotificationOptions);
    return;
  }
  const notification = new Notification(title, { body, icon, tag });
  notification.onclick = () => {
    window.focus();
    notification.close();
  };
}
