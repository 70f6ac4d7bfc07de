import { useTranslation } from 'react-i18next';
import { useActivityExport } from '../hooks/useActivityExport';

/** Downloads every event of the wallet as CSV. */
export function ExportCsvButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('activity');
  const { exportCsv, exporting, error } = useActivityExport();
  return (
    <div className="activity-export">
      <button
        type="button"
        className="button button--secondary"
        disabled={disabled || exporting}
        data-testid="activity-export"
        onClick={() => void exportCsv()}
      >
        {exporting ? t('activity.export.running') : t('activity.export.button')}
      </button>
      {error && <p className="error-text">{t('activity.export.error', { message: error.message })}</p>}
    </div>
  );
}
