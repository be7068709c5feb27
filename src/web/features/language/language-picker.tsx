import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { getLanguage, languages, type LanguageCode } from '../../../shared/i18n/languages';
import { useCurrentLanguage } from '../../lib/i18n/current-language';
import { useDismiss } from '../../lib/use-dismiss';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../../ui/icons';
import styles from './language-picker.module.css';
import { forgetIpLanguage } from './first-visit-language';
import { switchLanguagePath } from './switch-language-path';

/**
 * Lists every language by its own name and goes to the same page, query and hash in the chosen one.
 * Closes on an outside mouse press, Escape, or a choice; arrow keys, Home and End move through it.
 */
export function LanguagePicker() {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, containerRef, close, buttonRef);

  const focusOption = (index: number) => {
    const options = listRef.current?.querySelectorAll<HTMLAnchorElement>('a');
    if (!options?.length) return;
    options[(index + options.length) % options.length]?.focus();
  };

  const openAndFocus = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusOption(index));
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const options = [...(listRef.current?.querySelectorAll('a') ?? [])];
    const index = options.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusOption(moves[event.key]!);
    } else if (event.key === 'Tab') {
      close();
    }
  };

  const choose = (code: LanguageCode) => {
    setOpen(false);
    forgetIpLanguage();
    navigate(switchLanguagePath(location, code));
    buttonRef.current?.focus();
  };

  const currentIndex = languages.findIndex((l) => l.code === current);
  return (
    <div className={styles.picker} ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={listId}
        // The visible name comes first, so speech users can say what they see (WCAG 2.5.3).
        aria-label={`${getLanguage(current).nativeName} – ${t('language.label')}`}
        title={t('language.choose', { language: getLanguage(current).nativeName })}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openAndFocus(currentIndex);
          }
        }}
      >
        <GlobeIcon />
        <span className={styles.currentName}>{getLanguage(current).nativeName}</span>
        <ChevronDownIcon className={styles.chevron} />
      </button>
      {open && (
        <ul
          id={listId}
          ref={listRef}
          className={styles.menu}
          aria-label={t('language.label')}
          onKeyDown={onListKeyDown}
        >
          {languages.map((language) => {
            const selected = language.code === current;
            return (
              <li key={language.code}>
                <a
                  href={switchLanguagePath(location, language.code)}
                  lang={language.code}
                  dir={language.rtl ? 'rtl' : 'ltr'}
                  hrefLang={language.code}
                  className={styles.option}
                  aria-current={selected ? 'true' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    choose(language.code);
                  }}
                >
                  <span>{language.nativeName}</span>
                  {selected && <CheckIcon className={styles.check} />}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
