import { afterEach, describe, expect, it } from 'vitest';
import { formatChange, formatPrice, formatUsdPrice } from '../features/markets/price-format';
import { percentText, usdWholeText } from '../features/pools/pool-format';
import { formatWholeUsd } from '../features/search/format';
import { formatAmount, formatUsd } from './amounts';
import { feeTierText, formatPercent } from './fees';
import { setNumberLanguage } from './number-locale';

// Issue 19: numbers, currencies and percentages follow the language (Russian: no-break space groups,
// decimal comma, the sign after the number).
const NBSP = '\u00a0';

afterEach(() => setNumberLanguage('en'));

describe('number formatting follows the language', () => {
  it.each<[string, () => string, string, string]>([
    ['an amount', () => formatAmount(9_985_140_000_000n, 9), '9,985.14', `9${NBSP}985,14`],
    ['dust', () => formatAmount(1n, 9), '<0.000001', '<0,000001'],
    ['USD', () => formatUsd(1_234_560_000n), '$1,234.56', `1${NBSP}234,56${NBSP}$`],
    ['USD dust', () => formatUsd(1n), '<$0.01', `<0,01${NBSP}$`],
    ['whole USD', () => formatWholeUsd(1_234_600_000n), '$1,235', `1${NBSP}235${NBSP}$`],
    ['pools USD', () => usdWholeText('1234.6'), '$1,235', `1${NBSP}235${NBSP}$`],
    ['a percentage', () => percentText('4.375'), '4.38%', `4,38${NBSP}%`],
    ['a fee tier', () => feeTierText(30), '0.3%', `0,3${NBSP}%`],
    ['impact', () => formatPercent(125n, 2, 2), '1.25%', `1,25${NBSP}%`],
    ['a change', () => formatChange(-450n), '-4.50%', `-4,50${NBSP}%`],
    ['a price', () => formatPrice({ value: '123456', decimals: 2 }), '1,234.56', `1${NBSP}234,56`],
    ['a USD price', () => formatUsdPrice({ value: '5', decimals: 1 }), '$0.5', `0,5${NBSP}$`],
  ])('%s', (_name, format, en, ru) => {
    setNumberLanguage('en');
    expect(format()).toBe(en);
    setNumberLanguage('ru');
    expect(format()).toBe(ru);
  });
});
