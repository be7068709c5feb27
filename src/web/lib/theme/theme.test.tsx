import { act, render, renderHook, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from './theme';
import { useTheme } from './theme-context';
import { themeStylesheet, themeVariables } from './theme-css';
import { ThemeProvider } from './theme-provider';

function Probe() {
  const { mode, toggleTheme } = useTheme();
  return (
    <button type="button" onClick={toggleTheme}>
      {mode}
    </button>
  );
}

describe('theme', () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it('throws the spec message when used outside its provider', () => {
    expect(() => renderHook(() => useTheme())).toThrow('useTheme must be used within a ThemeProvider');
  });

  it('is dark by default', () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('toggles between dark and light and saves the choice under "theme"', () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    act(() => screen.getByRole('button').click());
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    act(() => screen.getByRole('button').click());
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('starts from the saved choice and ignores a value that is not a theme', () => {
    localStorage.setItem('theme', 'light');
    const { unmount } = render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('light');
    unmount();
    localStorage.setItem('theme', 'purple');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('dark');
  });

  it('uses a green primary colour and the spec breakpoints in both variants', () => {
    for (const theme of [lightTheme, darkTheme]) {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(theme.colors.primary.slice(i, i + 2), 16)) as [
        number,
        number,
        number,
      ];
      expect(g).toBeGreaterThan(r);
      expect(g).toBeGreaterThan(b);
      expect(theme.breakpoints).toEqual({ mobile: 480, tablet: 768, laptop: 1024, desktop: 1280 });
      expect(theme.layout.maxWidth).toBe(1200);
      expect(theme.layout.navbarHeight).toBe(64);
    }
  });

  it('compiles both variants to the same set of CSS custom properties', () => {
    expect(Object.keys(themeVariables(lightTheme))).toEqual(Object.keys(themeVariables(darkTheme)));
    const css = themeStylesheet();
    expect(css).toContain(":root[data-theme='dark']");
    expect(css).toContain(":root[data-theme='light']");
    expect(css).toContain(`--color-primary: ${darkTheme.colors.primary};`);
    expect(css).toContain('--layout-max-width: 1200px;');
  });
});
