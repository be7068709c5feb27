import { breakpoints, layout } from '../../../shared/constants';

/**
 * The one typed theme (spec §3): colours (primary is green), typography variants, spacing,
 * breakpoints, radii, layers and shadows, in a light and a dark variant. It reaches the page as CSS
 * custom properties (see theme-css.ts), so components style with `var(--color-primary)`.
 */
export type ThemeMode = 'light' | 'dark';

export interface ThemeColors {
  primary: string;
  primaryHover: string;
  onPrimary: string;
  primarySoft: string;
  background: string;
  surface: string;
  surfaceRaised: string;
  text: string;
  textMuted: string;
  border: string;
  focus: string;
  success: string;
  warning: string;
  danger: string;
  onDanger: string;
  navbar: string;
}

export interface TypographyVariant {
  fontSize: string;
  fontWeight: number;
  lineHeight: number;
}

export interface Theme {
  mode: ThemeMode;
  colors: ThemeColors;
  typography: {
    fontFamily: string;
    variants: Record<'h1' | 'h2' | 'h3' | 'body' | 'small' | 'button', TypographyVariant>;
  };
  spacing: Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl', string>;
  breakpoints: typeof breakpoints;
  radii: Record<'sm' | 'md' | 'lg' | 'pill', string>;
  layers: Record<'base' | 'navbar' | 'dropdown' | 'overlay' | 'toast', number>;
  shadows: Record<'sm' | 'md' | 'lg', string>;
  layout: typeof layout;
}

const shared = {
  typography: {
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans CJK SC', sans-serif",
    variants: {
      h1: { fontSize: 'clamp(2rem, 5vw, 3.25rem)', fontWeight: 800, lineHeight: 1.1 },
      h2: { fontSize: 'clamp(1.5rem, 3vw, 2rem)', fontWeight: 700, lineHeight: 1.2 },
      h3: { fontSize: '1.25rem', fontWeight: 650, lineHeight: 1.3 },
      body: { fontSize: '1rem', fontWeight: 400, lineHeight: 1.6 },
      small: { fontSize: '0.875rem', fontWeight: 400, lineHeight: 1.5 },
      button: { fontSize: '0.9375rem', fontWeight: 600, lineHeight: 1 },
    },
  },
  spacing: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px', xxl: '64px' },
  breakpoints,
  radii: { sm: '6px', md: '10px', lg: '18px', pill: '999px' },
  layers: { base: 0, navbar: 100, dropdown: 200, overlay: 300, toast: 400 },
  layout,
} satisfies Omit<Theme, 'mode' | 'colors' | 'shadows'>;

export const lightTheme: Theme = {
  ...shared,
  mode: 'light',
  colors: {
    primary: '#15803d',
    primaryHover: '#166534',
    onPrimary: '#ffffff',
    primarySoft: '#dcfce7',
    background: '#f7faf8',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    text: '#0f1a14',
    textMuted: '#4b5a52',
    border: '#d5e0d9',
    focus: '#2563eb',
    success: '#15803d',
    // Amber dark enough for 4.5:1 as text on its own tint (the Pro badges).
    warning: '#854d0e',
    danger: '#b91c1c',
    onDanger: '#ffffff',
    navbar: 'rgba(255, 255, 255, 0.92)',
  },
  shadows: {
    sm: '0 1px 2px rgba(15, 26, 20, 0.08)',
    md: '0 4px 16px rgba(15, 26, 20, 0.10)',
    lg: '0 12px 40px rgba(15, 26, 20, 0.16)',
  },
};

export const darkTheme: Theme = {
  ...shared,
  mode: 'dark',
  colors: {
    primary: '#4ade80',
    primaryHover: '#86efac',
    onPrimary: '#052e16',
    primarySoft: '#14321f',
    background: '#0b120e',
    surface: '#121b16',
    surfaceRaised: '#18241d',
    text: '#e8f0eb',
    textMuted: '#a3b3aa',
    border: '#25342b',
    focus: '#93c5fd',
    success: '#4ade80',
    warning: '#facc15',
    danger: '#f87171',
    onDanger: '#1f0707',
    navbar: 'rgba(11, 18, 14, 0.92)',
  },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 16px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 40px rgba(0, 0, 0, 0.55)',
  },
};

export const themes: Record<ThemeMode, Theme> = { light: lightTheme, dark: darkTheme };

export const defaultThemeMode: ThemeMode = 'dark';

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}
