import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../../lib/create-store';
import {
  formatSlippagePercent,
  parseDeadlineMinutes,
  parseSlippagePercent,
  SLIPPAGE_PRESETS_BPS,
} from '../settings-input';
import { swapSettingsStore } from '../swap-settings';

/** Slippage tolerance (default 1%) and deadline, remembered in localStorage. Loaded when opened. */
export default function SwapSettingsPanel() {
  const { t } = useTranslation();
  const settings = useStore(swapSettingsStore);
  const [slippageText, setSlippageText] = useState(formatSlippagePercent(settings.slippageBps));
  const [deadlineText, setDeadlineText] = useState(String(settings.deadlineMinutes));
  const slippageValid = parseSlippagePercent(slippageText) !== null;
  const deadlineValid = parseDeadlineMinutes(deadlineText) !== null;

  const setSlippage = (text: string) => {
    setSlippageText(text);
    const bps = parseSlippagePercent(text);
    if (bps !== null) swapSettingsStore.set((current) => ({ ...current, slippageBps: bps }));
  };
  const setDeadline = (text: string) => {
    setDeadlineText(text);
    const minutes = parseDeadlineMinutes(text);
    if (minutes !== null) swapSettingsStore.set((current) => ({ ...current, deadlineMinutes: minutes }));
  };

  return (
    <div className="swap-settings" data-testid="swap-settings">
      <span className="field__label">{t('swap.settings.slippage')}</span>
      <div className="row">
        {SLIPPAGE_PRESETS_BPS.map((bps) => (
          <button
            key={bps}
            type="button"
            className={`chip${settings.slippageBps === bps ? ' chip--active' : ''}`}
            onClick={() => setSlippage(formatSlippagePercent(bps))}
          >
            {`${formatSlippagePercent(bps)}%`}
          </button>
        ))}
        <input
          className="input input--small"
          inputMode="decimal"
          aria-label={t('swap.settings.custom')}
          value={slippageText}
          onChange={(event) => setSlippage(event.target.value)}
        />
      </div>
      {!slippageValid && <p className="error-text">{t('swap.settings.slippage-invalid')}</p>}
      <label className="field__label" htmlFor="swap-deadline">
        {t('swap.settings.deadline')}
      </label>
      <div className="row">
        <input
          id="swap-deadline"
          className="input input--small"
          inputMode="numeric"
          value={deadlineText}
          onChange={(event) => setDeadline(event.target.value)}
        />
        <span className="muted">{t('swap.settings.minutes')}</span>
      </div>
      {!deadlineValid && <p className="error-text">{t('swap.settings.deadline-invalid')}</p>}
    </div>
  );
}
