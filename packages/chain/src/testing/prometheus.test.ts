import { describe, expect, it } from 'vitest';
import { promSample } from './prometheus';

const TEXT = [
  '# HELP atoll_web_events_total Web app events.',
  '# TYPE atoll_web_events_total counter',
  'atoll_web_events_total{name="nav_click",label="pools"} 3',
  'atoll_web_events_total{name="nav_click",label="swap"} 5',
  'atoll_web_events_total_extra{name="nav_click",label="swap"} 99',
  'process_uptime_seconds 12.5',
].join('\n');

describe('promSample', () => {
  it('reads the series whose labels all match', () => {
    expect(promSample(TEXT, 'atoll_web_events_total', { name: 'nav_click', label: 'swap' })).toBe(5);
    expect(promSample(TEXT, 'atoll_web_events_total', { label: 'pools' })).toBe(3);
  });

  it('reads a series without labels, and not one whose name only starts the same', () => {
    expect(promSample(TEXT, 'process_uptime_seconds')).toBe(12.5);
    expect(promSample(TEXT, 'atoll_web_events', { label: 'swap' })).toBe(0);
  });

  it('is 0 for a series not there yet', () => {
    expect(promSample(TEXT, 'atoll_web_events_total', { name: 'wallet_connected' })).toBe(0);
  });
});
