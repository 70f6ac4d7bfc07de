import { createContext, useContext, useEffect, useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

/** Where modals render: document.body, or a separate root's own node (the devnet wallet's popup). */
export const ModalContainerContext = createContext<Element | null>(null);

interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose?: () => void;
  /** docs/product-spec.md §2: the transaction modal cannot be closed by a click outside. */
  closeOnOutsideClick?: boolean;
  /** Width in px; 416 by default (docs/product-spec.md §9), 600 for the swap variant. */
  size?: number;
  footer?: ReactNode;
  children?: ReactNode;
  testId?: string;
  /** Extra class of the backdrop: a variant (features/preview: beside the wallet). */
  backdropClassName?: string;
}

export function Modal({
  open,
  title,
  onClose,
  closeOnOutsideClick = true,
  size = 416,
  footer,
  children,
  testId,
  backdropClassName,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const container = useContext(ModalContainerContext);

  useEffect(() => {
    if (!open || !onClose) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <div
      className={backdropClassName ? `modal-backdrop ${backdropClassName}` : 'modal-backdrop'}
      onMouseDown={(event) => {
        if (closeOnOutsideClick && event.target === event.currentTarget) onClose?.();
      }}
    >
      <div
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        style={{ maxWidth: size }}
        data-testid={testId}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {onClose && (
            <button type="button" className="icon-button" aria-label={t('modals.close')} onClick={onClose}>
              ×
            </button>
          )}
        </div>
        {children && <div className="modal__body">{children}</div>}
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </div>,
    container ?? document.body,
  );
}
