import { useTranslation } from 'react-i18next';
import { EXPIRY_PRESETS, type ExpiryChoice } from '../expiry';

interface ExpiryPickerProps {
  choice: ExpiryChoice;
  custom: string;
  onChoice(choice: ExpiryChoice): void;
  onCustom(value: string): void;
}

/** 1 day, 1 week, 1 month or a date and time of the user's. */
export function ExpiryPicker({ choice, custom, onChoice, onCustom }: ExpiryPickerProps) {
  const { t } = useTranslation('limit');
  return (
    <div className="limit-expiry" data-testid="limit-expiry">
      <span className="field__label">{t('limit.expiry.label')}</span>
      <div className="limit-segmented" role="group" aria-label={t('limit.expiry.label')}>
        {[...EXPIRY_PRESETS, 'custom' as const].map((value) => (
          <button key={value} type="button" aria-pressed={choice === value} onClick={() => onChoice(value)}>
            {t(`limit.expiry.${value}`)}
          </button>
        ))}
      </div>
      {choice === 'custom' && (
        <input
          type="datetime-local"
          className="input limit-expiry__custom"
          aria-label={t('limit.expiry.custom-label')}
          value={custom}
          onChange={(event) => onCustom(event.target.value)}
        />
      )}
    </div>
  );
}
