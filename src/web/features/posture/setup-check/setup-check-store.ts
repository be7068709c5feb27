const storageKey = 'postura:setup-check-skipped';

/** Whether the user skipped the first-session setup check on this device (it is not shown again). */
export function loadSetupSkipped(): boolean {
  try {
    return localStorage.getItem(storageKey) === '1';
  } catch {
    return false;
  }
}

export function saveSetupSkipped(): void {
  try {
    localStorage.setItem(storageKey, '1');
  } catch {
    // Private mode: skipped for this page only.
  }
}
