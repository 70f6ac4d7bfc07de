import { useTranslation } from 'react-i18next';
import { useStore } from '../../lib/create-store';
import { dismissToast, toastsStore } from './toasts.store';

export function Toaster() {
  const { t } = useTranslation();
  const toasts = useStore(toastsStore);
  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`} role="status">
          <span>{toast.message}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={t('toast.dismiss')}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
