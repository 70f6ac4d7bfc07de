import { useSyncExternalStore } from 'react';

/** The colours a chart needs, taken from the CSS variables in styles.css so charts match the theme. */
export interface ChartPalette {
  background: string;
  text: string;
  grid: string;
  accent: string;
  up: string;
  down: string;
}

// Used where the stylesheet is absent (unit tests) or a variable is unset; mirrors styles.css.
const FALLBACK: Record<'light' | 'dark', ChartPalette> = {
  light: {
    background: '#ffffff',
    text: '#667085',
    grid: '#eef1f7',
    accent: '#0b6e8f',
    up: '#079455',
    down: '#d92d20',
  },
  dark: {
    background: '#161b26',
    text: '#94969c',
    grid: '#1f242f',
    accent: '#2bb5d1',
    up: '#079455',
    down: '#d92d20',
  },
};

export type DocumentTheme = keyof typeof FALLBACK;

function readDocumentTheme(): DocumentTheme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/**
 * The theme ThemeProvider wrote on <html data-theme>. Watching the attribute (instead of the theme context)
 * means the palette is read after the new variables apply (a child's effect would run before the provider's),
 * and the charts also work outside the provider, as in component tests.
 */
function subscribeToTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

export function useDocumentTheme(): DocumentTheme {
  return useSyncExternalStore(subscribeToTheme, readDocumentTheme, () => 'light');
}

export function readChartPalette(theme: DocumentTheme): ChartPalette {
  const style = getComputedStyle(document.documentElement);
  const fallback = FALLBACK[theme];
  const cssVar = (name: string, otherwise: string) => style.getPropertyValue(name).trim() || otherwise;
  return {
    background: cssVar('--surface', fallback.background),
    text: cssVar('--muted', fallback.text),
    grid: cssVar('--surface-2', fallback.grid),
    accent: cssVar('--accent', fallback.accent),
    up: cssVar('--success', fallback.up),
    down: cssVar('--danger', fallback.down),
  };
}

/** `#rrggbb` (or `#rgb`) with an alpha, as rgba(): the canvas gets a colour it can parse. Others pass through. */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return color;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
