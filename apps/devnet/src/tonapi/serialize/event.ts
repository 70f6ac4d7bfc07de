import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import type { ClassifiedAction } from '../events/actions';

// Actions as TonAPI's Action schema writes them, each with its simple_preview. The accounts and
// jettons an action names come through `look`, resolved by the caller before serializing.

export interface ActionLookups<A, J> {
  account(address: string): A;
  jetton(master: string): J & { symbol: string; decimals: number };
}

/** Whole units with the decimals needed and no more: 1.5, 0.0001, 12. */
export function formatUnits(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const base = 10n ** BigInt(decimals);
  const whole = abs / base;
  const frac = decimals > 0 ? (abs % base).toString().padStart(decimals, '0').replace(/0+$/, '') : '';
  return `${negative ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

/** One action as TonAPI's Action schema writes it. */
export function actionToJson<A, J>(a: ClassifiedAction, look: ActionLookups<A, J>) {
  const base = { status: a.ok ? ('ok' as const) : ('failed' as const), base_transactions: a.txs };
  switch (a.type) {
    case 'TonTransfer': {
      const ton = `${formatUnits(a.amount, 9)} TON`;
      return {
        ...base,
        type: a.type,
        TonTransfer: {
          sender: look.account(a.sender),
          recipient: look.account(a.recipient),
          amount: a.amount,
          ...(a.comment !== undefined ? { comment: a.comment } : {}),
        },
        simple_preview: {
          name: 'Ton Transfer',
          description: `Transferring ${ton}`,
          value: ton,
          accounts: [look.account(a.sender), look.account(a.recipient)],
        },
      };
    }
    case 'JettonTransfer': {
      const jetton = look.jetton(a.master);
      const value = `${formatUnits(a.amount, jetton.decimals)} ${jetton.symbol}`;
      const parties = [a.sender, a.recipient].filter((x): x is string => x !== null);
      return {
        ...base,
        type: a.type,
        JettonTransfer: {
          ...(a.sender ? { sender: look.account(a.sender) } : {}),
          ...(a.recipient ? { recipient: look.account(a.recipient) } : {}),
          senders_wallet: a.sendersWallet,
          recipients_wallet: a.recipientsWallet,
          amount: a.amount.toString(),
          ...(a.comment !== undefined ? { comment: a.comment } : {}),
          jetton,
        },
        simple_preview: {
          name: 'Jetton Transfer',
          description: `Transferring ${value}`,
          value,
          accounts: parties.map((p) => look.account(p)),
        },
      };
    }
    case 'JettonMint': {
      const jetton = look.jetton(a.master);
      const value = `${formatUnits(a.amount, jetton.decimals)} ${jetton.symbol}`;
      return {
        ...base,
        type: a.type,
        JettonMint: {
          recipient: look.account(a.recipient),
          recipients_wallet: a.recipientsWallet,
          amount: a.amount.toString(),
          jetton,
        },
        simple_preview: {
          name: 'Jetton Mint',
          description: `Minting ${value}`,
          value,
          accounts: [look.account(a.recipient)],
        },
      };
    }
    case 'JettonBurn': {
      const jetton = look.jetton(a.master);
      const value = `${formatUnits(a.amount, jetton.decimals)} ${jetton.symbol}`;
      return {
        ...base,
        type: a.type,
        JettonBurn: {
          sender: look.account(a.sender),
          senders_wallet: a.sendersWallet,
          amount: a.amount.toString(),
          jetton,
        },
        simple_preview: {
          name: 'Jetton Burn',
          description: `Burning ${value}`,
          value,
          accounts: [look.account(a.sender)],
        },
      };
    }
    case 'JettonSwap': {
      const side = (asset: string, amount: bigint) => {
        if (asset === NATIVE_TON_ADDRESS) return { text: `${formatUnits(amount, 9)} TON`, jetton: undefined };
        const jetton = look.jetton(asset);
        return { text: `${formatUnits(amount, jetton.decimals)} ${jetton.symbol}`, jetton };
      };
      const sin = side(a.assetIn, a.amountIn);
      const sout = side(a.assetOut, a.amountOut);
      const tonIn = a.assetIn === NATIVE_TON_ADDRESS ? { ton_in: a.amountIn, gram_in: a.amountIn } : {};
      const tonOut = a.assetOut === NATIVE_TON_ADDRESS ? { ton_out: a.amountOut, gram_out: a.amountOut } : {};
      return {
        ...base,
        type: a.type,
        JettonSwap: {
          dex: 'atoll',
          // TonAPI leaves the jetton amount of the TON side empty; "0" parses the same in its client
          amount_in: a.assetIn === NATIVE_TON_ADDRESS ? '0' : a.amountIn.toString(),
          amount_out: a.assetOut === NATIVE_TON_ADDRESS ? '0' : a.amountOut.toString(),
          ...tonIn,
          ...tonOut,
          user_wallet: look.account(a.user),
          router: look.account(a.pool),
          ...(sin.jetton ? { jetton_master_in: sin.jetton } : {}),
          ...(sout.jetton ? { jetton_master_out: sout.jetton } : {}),
        },
        simple_preview: {
          name: 'Swap Tokens',
          description: `Swapping ${sin.text} for ${sout.text}`,
          value: `${sin.text} → ${sout.text}`,
          accounts: [look.account(a.user), look.account(a.pool)],
        },
      };
    }
    case 'SmartContractExec': {
      const ton = `${formatUnits(a.amount, 9)} TON`;
      return {
        ...base,
        type: a.type,
        SmartContractExec: {
          executor: look.account(a.executor),
          contract: look.account(a.contract),
          ton_attached: a.amount,
          gram_attached: a.amount,
          operation: a.operation,
        },
        simple_preview: {
          name: 'Smart Contract Execution',
          description: `Execution of smart contract (${a.operation})`,
          value: ton,
          accounts: [look.account(a.executor), look.account(a.contract)],
        },
      };
    }
  }
}
