import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../../public/locales/en/posture.json';
import { BreakReminderBanner } from './break-reminder-banner';
import { CueDock } from './cue-dock';

function show(reminder: 'break' | 'eyeRest') {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  const onDismiss = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <CueDock>
        <BreakReminderBanner reminder={reminder} onDismiss={onDismiss} />
      </CueDock>
    </I18nextProvider>,
  );
  return onDismiss;
}

describe('a break reminder, in the dock that holds the cues', () => {
  it('says which break is due, politely, and is dismissed by its button', () => {
    const onDismiss = show('eyeRest');
    const banner = screen.getByTestId('cue-dock').querySelector('[role="status"]')!;
    expect(banner.textContent).toContain(en.posture.reminders.eyeRest);
    expect(banner.textContent).not.toContain(en.posture.reminders.break);
    fireEvent.click(screen.getByRole('button', { name: en.posture.reminders.dismiss }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
