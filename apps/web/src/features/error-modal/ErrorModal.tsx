import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/Modal';
import { useStore } from '../../lib/create-store';
import { closeErrorModal, errorModalStore } from './error-modal.store';

export function ErrorModal() {
  const { t } = useTranslation();
  const error = useStore(errorModalStore);
  return (
    <Modal
      open={error !== null}
      title={error?.title ?? t('modals.error.default.title')}
      onClose={closeErrorModal}
      testId="error-modal"
      footer={
        <button type="button" className="button button--primary button--wide" onClick={closeErrorModal}>
          {error?.button ?? t('modals.error.default.button')}
        </button>
      }
    >
      {error?.message && <p className="modal__message">{error.message}</p>}
    </Modal>
  );
}
