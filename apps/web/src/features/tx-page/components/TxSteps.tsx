import type { Address } from '@ton/core';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/amounts';
import { useAccountName } from '../../trace/account-name';
import type { TraceNames } from '../trace-names';
import type { StepNode } from '../step-tree';

/** What one step's message carried: its TON, and the jettons it moves in the units of the wallet that holds them. */
function useStepAmounts(jettonWallets: TraceNames['jettonWallets']) {
  const tokenAt = (address: Address | null) =>
    address ? (jettonWallets.find((w) => w.address.equals(address))?.token ?? null) : null;
  return ({ step }: StepNode): string[] => {
    const amounts: string[] = [];
    if (step.value > 0n) amounts.push(`${formatAmount(step.value, 9)} TON`);
    if (step.jettons !== null) {
      // a transfer, internal transfer or burn goes to the jetton wallet; a notification comes from it
      const token = tokenAt(step.address) ?? tokenAt(step.from);
      if (token) amounts.push(`${formatAmount(step.jettons, token.decimals)} ${token.symbol}`);
    }
    return amounts;
  };
}

/** The trace as a tree: each account its message reached, under the step that sent it, with what it carried. */
export function TxSteps({ nodes, names }: { nodes: StepNode[]; names: TraceNames }) {
  const { t } = useTranslation('tx');
  const { t: tCommon } = useTranslation();
  const nameOf = useAccountName();
  const amountsOf = useStepAmounts(names.jettonWallets);

  const render = (list: StepNode[]) => (
    <ol className="tx-steps">
      {list.map((node, index) => {
        const { step } = node;
        const amounts = amountsOf(node);
        return (
          <li key={`${step.address.toRawString()}-${index}`} data-testid="tx-step" data-ok={step.ok}>
            <div className={`tx-step${step.ok ? '' : ' tx-step--failed'}`}>
              <span className="tx-step__name" data-testid="tx-step-name">
                {nameOf(step.name, step.address)}
              </span>
              <span className="tx-step__amounts" data-testid="tx-step-amounts">
                {step.depth === 0 ? t('tx.step.start') : amounts.join(' + ')}
                {step.bounced && ` · ${t('tx.step.bounced')}`}
                {!step.ok && ` · ${tCommon('preview.step-failed', { code: step.exitCode ?? '—' })}`}
              </span>
            </div>
            {node.children.length > 0 && render(node.children)}
          </li>
        );
      })}
    </ol>
  );
  return render(nodes);
}
