import type { ActivityEvent } from '@atoll/shared';
import { REFUND_REASONS } from '@atoll/shared/refund-reasons';
import { describe, expect, it } from 'vitest';
import { findRefund, type RefundInfo } from './refund';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import { createI18n } from '../../app/i18n';
import { refundDescription } from './refund-text';

const TON = `0:${'0'.repeat(64)}`;
const USDT = `0:${'a1'.repeat(32)}`;
const QUERY = '123456789';

const event = (patch: Partial<Extract<ActivityEvent, { type: 'swap' }>>): ActivityEvent => ({
  type: 'swap',
  timestamp: 1,
  tx_hash: 'ab'.repeat(32),
  pool: `0:${'cc'.repeat(32)}`,
  success: false,
  query_id: QUERY,
  token_x: TON,
  token_y: USDT,
  amount_in: '1500000000',
  amount_out: '0',
  is_x: true,
  receiver: `0:${'ee'.repeat(32)}`,
  refund: { reason: 'slippage', amount_x: '1500000000', amount_y: '0', lp_tokens: '0' },
  ...patch,
});
const tokens = [
  { address: TON, symbol: 'TON', decimals: 9 },
  { address: USDT, symbol: 'USDT', decimals: 6 },
];

describe('findRefund', () => {
  it.each<[string, Parameters<typeof findRefund>[0], RefundInfo | null]>([
    [
      'a TON refund for slippage',
      { events: [event({})], tokens },
      { reason: 'slippage', amounts: [{ token: tokens[0]!, amount: 1_500_000_000n }] },
    ],
    [
      'a jetton refund after the deadline',
      {
        events: [
          event({ refund: { reason: 'deadline', amount_x: '0', amount_y: '2500000', lp_tokens: '0' } }),
        ],
        tokens,
      },
      { reason: 'deadline', amounts: [{ token: tokens[1]!, amount: 2_500_000n }] },
    ],
    [
      'the unknown reason and a token the page does not describe',
      {
        events: [
          event({
            token_y: `0:${'dd'.repeat(32)}`,
            refund: { reason: 'unknown', amount_x: '0', amount_y: '7', lp_tokens: '0' },
          }),
        ],
        tokens,
      },
      {
        reason: 'unknown',
        amounts: [{ token: { address: `0:${'dd'.repeat(32)}`, symbol: 'UNKN', decimals: 9 }, amount: 7n }],
      },
    ],
    ['another query id', { events: [event({ query_id: '1' })], tokens }, null],
    ['a success', { events: [event({ success: true, refund: undefined })], tokens }, null],
    ['a failure without a refund', { events: [event({ refund: undefined })], tokens }, null],
    ['no events', { events: [], tokens }, null],
  ])('%s', (_name, result, expected) => {
    expect(findRefund(result, QUERY)).toEqual(expected);
  });
});

describe('refundDescription', () => {
  it.each(['en', 'ru'] as const)('has a text for every reason in %s', (language) => {
    const locale: Record<string, string> = language === 'en' ? en : ru;
    for (const reason of REFUND_REASONS)
      expect(locale[`tx-modal.refund.reason.${reason}`], reason).toBeTruthy();
  });

  it.each<[RefundInfo, string]>([
    [
      { reason: 'slippage', amounts: [{ token: tokens[0]!, amount: 1_500_000_000n }] },
      `Refunded to your wallet: 1.5 TON — reason: ${en['tx-modal.refund.reason.slippage']}`,
    ],
    [
      {
        reason: 'deadline',
        amounts: [
          { token: tokens[1]!, amount: 2_500_000n },
          { token: tokens[0]!, amount: 1n },
        ],
      },
      `Refunded to your wallet: 2.5 USDT, <0.000001 TON — reason: ${en['tx-modal.refund.reason.deadline']}`,
    ],
    [
      { reason: 'unknown', amounts: [] },
      en['tx-modal.refund.no-amount'].replace('{{reason}}', en['tx-modal.refund.reason.unknown']),
    ],
  ])('%#', (refund, expected) => {
    const i18n = createI18n({ language: 'en', strict: true });
    expect(refundDescription(i18n.t, refund)).toBe(expected);
  });
});
