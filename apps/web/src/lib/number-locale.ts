// Numbers, money and percentages follow the app's language (issue 19: Russian showed "9,985.14" beside
// Russian dates). The formatters build exact English text from bigints ("1,234.5", "$1,234.56", "4.38%");
// these helpers write it the language's way: Russian groups with a no-break space and uses a decimal comma
// ("1 234,5", "1 234,56 $", "4,38 %"), as Intl does for ru-RU. The language is set by the app's i18n
// instance (app/i18n.ts) whenever it changes; the formatters stay pure functions of it.

export type NumberLanguage = 'en' | 'ru';

const NBSP = '\u00a0';
let current: NumberLanguage = 'en';

export function setNumberLanguage(language: string): void {
  current = language === 'ru' ? 'ru' : 'en';
}

/** "1,234.5" (English grouping and point) in the current language. */
export function localizeNumber(text: string): string {
  if (current === 'en') return text;
  return text.replace(/[,.]/g, (mark) => (mark === ',' ? NBSP : ','));
}

/** An English number text as US dollars: "$1,234.56" / "1 234,56 $"; a leading "<" or "-" stays in front. */
export function usdOf(text: string): string {
  return current === 'en' ? text.replace(/^[<-]?/, '$&$$') : `${localizeNumber(text)}${NBSP}$`;
}

/** An English number text as a percentage: "4.38%" / "4,38 %". */
export function percentOf(text: string): string {
  return current === 'en' ? `${text}%` : `${localizeNumber(text)}${NBSP}%`;
}

/** The BCP 47 locale for Intl in the current language. */
export const intlLocale = (): string => (current === 'ru' ? 'ru-RU' : 'en-US');
