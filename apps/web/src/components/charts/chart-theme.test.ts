import { afterEach, describe, expect, it } from 'vitest';
import { readChartPalette, withAlpha } from './chart-theme';

describe('withAlpha', () => {
  it.each([
    ['#0b6e8f', 0.4, 'rgba(11, 110, 143, 0.4)'],
    ['#FFF', 0, 'rgba(255, 255, 255, 0)'],
    ['rgb(1, 2, 3)', 0.5, 'rgb(1, 2, 3)'],
  ])('%s at %s → %s', (color, alpha, expected) => {
    expect(withAlpha(color, alpha)).toBe(expected);
  });
});

describe('readChartPalette', () => {
  afterEach(() => document.documentElement.removeAttribute('style'));

  it('takes the colours from the CSS variables', () => {
    document.documentElement.style.setProperty('--accent', '#123456');
    document.documentElement.style.setProperty('--surface', '#000000');
    const palette = readChartPalette('dark');
    expect(palette.accent).toBe('#123456');
    expect(palette.background).toBe('#000000');
  });

  it('falls back to the theme colours when the stylesheet is missing', () => {
    expect(readChartPalette('dark').background).toBe('#161b26');
    expect(readChartPalette('light').background).toBe('#ffffff');
  });
});
