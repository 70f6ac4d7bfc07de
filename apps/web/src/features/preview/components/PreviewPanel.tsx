import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { formatAmount } from '../../../lib/amounts';
import { useStore } from '../../../lib/create-store';
import { useAccountName } from '../../trace/account-name';
import { closePreview, type PreviewState, previewOverrideStore, previewStore } from '../preview.store';
import '../preview.css';

/** Seconds a message takes from one account to the next on TON (about one block): the arrival estimate. */
const SECONDS_PER_STEP = 5;

function Ready({ state }: { state: Extract<PreviewState, { status: 'ready' }> }) {
  const { t } = useTranslation();
  const nameOf = useAccountName();
  const override = useStore(previewOverrideStore);
  const { preview } = state.result;
  const ton = (n: bigint) => `${formatAmount(n, 9, 6)} TON`;
  // each account once, in the order the funds reach it
  const passes = preview.steps.filter(
    (s, i) => preview.steps.findIndex((o) => o.address.equals(s.address)) === i,
  );
  return (
    <div className="preview" data-testid="preview-panel">
      <dl className="preview__facts">
        <dt>{t('preview.receive')}</dt>
        <dd data-testid="preview-receive">
          {preview.received.length === 0
            ? t('preview.receive-nothing')
            : preview.received
                .map((r) => `${formatAmount(r.amount, r.token.decimals)} ${r.token.symbol}`)
                .join(', ')}
          <span className="muted">
            {' '}
            {t('preview.when', { steps: preview.depth, seconds: preview.depth * SECONDS_PER_STEP })}
          </span>
        </dd>
        <dt>{t('preview.fees')}</dt>
        <dd data-testid="preview-fees">{ton(preview.fees)}</dd>
        <dt>{t('preview.excess')}</dt>
        <dd data-testid="preview-excess">{ton(preview.excess)}</dd>
      </dl>
      <p className="preview__heading">{t('preview.path')}</p>
      <ol className="preview__path" data-testid="preview-path">
        {passes.map((s) => (
          <li key={s.address.toRawString()} className={s.ok ? '' : 'preview__step--failed'}>
            {nameOf(s.name, s.address)}
            {!s.ok && ` — ${t('preview.step-failed', { code: s.exitCode ?? '—' })}`}
          </li>
        ))}
      </ol>
      {state.blocked ? (
        <div className="preview__blocked" role="alert" data-testid="preview-blocked">
          {state.blocked}
        </div>
      ) : (
        <p className="preview__ok">{t('preview.ok')}</p>
      )}
      {state.blocked && (
        <label className="preview__override">
          <input
            type="checkbox"
            checked={override}
            onChange={(e) => previewOverrideStore.set(e.target.checked)}
            data-testid="preview-override"
          />
          <span>
            {t('preview.override.label')}
            {override && <strong className="preview__warning"> {t('preview.override.warning')}</strong>}
          </span>
        </label>
      )}
    </div>
  );
}

/** The emulated outcome of the transaction, from the click until the wallet has answered (issue 18). */
export function PreviewPanel() {
  const { t } = useTranslation();
  const state = useStore(previewStore);
  const override = useStore(previewOverrideStore);
  const blocked = state?.status === 'ready' ? state.blocked : null;
  const decide = state?.status === 'ready' ? state.decide : undefined;
  const footer = blocked ? (
    <button
      type="button"
      className="button button--primary button--wide"
      disabled={!override}
      data-testid="preview-send"
      onClick={() => {
        if (state?.status !== 'ready') return;
        previewStore.set({ ...state, decide: undefined, walletOpen: true });
        decide?.(true);
      }}
    >
      {override ? t('preview.send-anyway') : t('preview.cannot-send', { reason: blocked })}
    </button>
  ) : undefined;
  return (
    <Modal
      open={state !== null}
      title={t('preview.title')}
      onClose={decide ? closePreview : undefined}
      closeOnOutsideClick={false}
      testId="preview-modal"
      // once the wallet opens the panel stays readable beside its dialog until the wallet answers
      backdropClassName={state?.walletOpen ? 'modal-backdrop--beside-wallet' : undefined}
      footer={footer}
    >
      {state?.status === 'loading' && <p className="muted">{t('preview.loading')}</p>}
      {state?.status === 'unavailable' && (
        <p className="muted" data-testid="preview-unavailable">
          {t(`preview.unavailable.${state.reason}`)}
        </p>
      )}
      {state?.status === 'ready' && <Ready state={state} />}
    </Modal>
  );
}
