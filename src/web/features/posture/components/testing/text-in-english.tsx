import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../../../../../../public/locales/en/posture.json';

/** Renders a /pose component with its English strings and returns the text it shows. */
export function textInEnglish(element: ReactElement): string | null {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  const { container } = render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
  return container.textContent;
}
