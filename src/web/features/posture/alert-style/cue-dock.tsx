import type { ReactNode } from 'react';
import styles from './cue-dock.module.css';

/**
 * Where a cue and a break reminder show. On a wide screen that is the column beside the picture. On a
 * narrow one (a phone, or a window kept narrow beside one's work) that column falls below the picture
 * and its controls, out of sight, so they dock to the bottom of the window over whatever is scrolled
 * into view: a cue nobody sees is a slouch missed.
 */
export function CueDock({ children }: { children: ReactNode }) {
  return (
    <div className={styles.dock} data-testid="cue-dock">
      {children}
    </div>
  );
}
