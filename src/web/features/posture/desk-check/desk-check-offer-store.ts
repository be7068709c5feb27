const storageKey = 'postura:desk-check-offered';

/** The desk check is offered once, after the first calibration on this device. */
export function loadDeskCheckOffered(): boolean {
  try {
    return localStorage.getItem(storageKey) === '1';
  } catch {
    return true; // Without storage it would be offered on every visit: better not at all.
  }
}

export function saveDeskCheckOffered(): void {
  try {
    localStorage.setItem(storageKey, '1');
  } catch {
    // Private mode: nothing to remember.
  }
}
