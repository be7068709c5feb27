import { themes, type Theme } from './theme';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A theme as CSS custom properties: `--color-primary`, `--space-md`, `--font-h1-size`, … */
export function themeVariables(theme: Theme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(theme.colors)) vars[`--color-${kebab(name)}`] = value;
  vars['--font-family'] = theme.typography.fontFamily;
  for (const [name, v] of Object.entries(theme.typography.variants)) {
    vars[`--font-${name}-size`] = v.fontSize;
    vars[`--font-${name}-weight`] = String(v.fontWeight);
    vars[`--font-${name}-line-height`] = String(v.lineHeight);
  }
  for (const [name, value] of Object.entries(theme.spacing)) vars[`--space-${name}`] = value;
  for (const [name, value] of Object.entries(theme.radii)) vars[`--radius-${name}`] = value;
  for (const [name, value] of Object.entries(theme.layers)) vars[`--layer-${name}`] = String(value);
  for (const [name, value] of Object.entries(theme.shadows)) vars[`--shadow-${name}`] = value;
  for (const [name, value] of Object.entries(theme.breakpoints)) vars[`--breakpoint-${name}`] = `${value}px`;
  for (const [name, value] of Object.entries(theme.layout)) vars[`--layout-${kebab(name)}`] = `${value}px`;
  return vars;
}

/**
 * The stylesheet both themes compile to, selected by `<html data-theme>`. Generated at build time
 * (the Vite plugin `virtual:theme.css`) so the right colours are there before any script runs.
 */
export function themeStylesheet(): string {
  return Object.values(themes)
    .map((theme) => {
      const body = Object.entries(themeVariables(theme))
        .map(([name, value]) => `  ${name}: ${value};`)
        .join('\n');
      return `:root[data-theme='${theme.mode}'] {\n  color-scheme: ${theme.mode};\n${body}\n}`;
    })
    .join('\n\n');
}
