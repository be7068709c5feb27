/** A system notification, used only while the tab is hidden or the window minimised. */
export function notifyIfHidden(title: string, body: string, force = false): void {
  if (
    (!document.hidden && !force) ||
    typeof Notification === 'undefined' ||
    Notification.permission !== 'granted'
  )
    return;
  new Notification(title, { body, icon: '/icons/icon-192.png', tag: 'postura-posture', silent: false });
}

export async function askNotificationPermission(): Promise<NotificationPermission> {
  if (typeof Notification === 'undefined') return 'denied';
  return Notification.permission === 'default' ? Notification.requestPermission() : Notification.permission;
}
