import { describe, expect, it } from 'vitest';
import { EnvError } from './chain.fns';
import { parseAnalyticsUrl, parseShellConfig } from './shell-config.fns';

describe('the header configuration', () => {
  it('reads the tint, the festival logo and the back target', () => {
    expect(
      parseShellConfig({
        VITE_HEADER_TINT: 'warning',
        VITE_FESTIVAL_LOGO_URL: 'https://cdn.atoll.example/new-year.svg',
        VITE_BACK_URL: '/app/pools/',
      }),
    ).toEqual({
      headerTint: 'warning',
      festivalLogoUrl: 'https://cdn.atoll.example/new-year.svg',
      backUrl: '/app/pools/',
    });
  });

  it.each([
    ['VITE_HEADER_TINT', 'purple'],
    ['VITE_FESTIVAL_LOGO_URL', 'javascript:alert(1)'],
    ['VITE_BACK_URL', '//evil.example/'],
  ])('refuses %s=%s, naming it', (key, value) => {
    expect(() => parseShellConfig({ [key]: value })).toThrow(EnvError);
    expect(() => parseShellConfig({ [key]: value })).toThrow(key);
  });
});

describe('the analytics endpoint', () => {
  it('is off unless set', () => {
    expect(parseAnalyticsUrl({})).toBeNull();
    expect(parseAnalyticsUrl({ VITE_ANALYTICS_URL: 'https://api.atoll.example/analytics/events' })).toBe(
      'https://api.atoll.example/analytics/events',
    );
    expect(() => parseAnalyticsUrl({ VITE_ANALYTICS_URL: 'ftp://x' })).toThrow('VITE_ANALYTICS_URL');
  });
});
