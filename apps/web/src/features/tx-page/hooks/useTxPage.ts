import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { env } from '../../../app/env';
import { useWalletLogin } from '../../auth/WalletLoginProvider';
import { type PreviewToken, readTrace, type TraceJson } from '../../trace/read-trace';
import { getTraceQueryOptions } from '../../tx-modal/queries';
import { statusFromTrace } from '../../tx-modal/tx-status';
import { traceNames } from '../trace-names';
import { summarize } from '../tx-summary';

/**
 * The transaction page's data: the trace through the app's TonAPI client (polled while pending, as the status
 * modal does), the names of its accounts, and what it means, read from its raw transactions.
 */
export function useTxPage(hash: string) {
  const queryClient = useQueryClient();
  const { address } = useWalletLogin();
  const trace = useQuery(getTraceQueryOptions(env.tonapiUrl, hash));
  // the status modal types only what its status reads; TonAPI's Trace carries every transaction's raw BoC
  const json = trace.data as unknown as TraceJson | undefined;
  const steps = useMemo(() => (json ? countSteps(json) : 0), [json]);
  const names = useQuery({
    queryKey: ['tx-page-names', env.apiUrl, hash, address ?? null, steps],
    queryFn: () => traceNames(queryClient, json!, address ?? null),
    enabled: json !== undefined,
    staleTime: Infinity,
  });

  const view = useMemo(() => {
    if (!trace.data || !json || !names.data) return null;
    const { sender, named, pools, jettonWallets } = names.data;
    const tokens: PreviewToken[] = [
      { userWallet: null, symbol: 'TON', decimals: 9 },
      ...jettonWallets
        .filter((w) => w.owner === 'sender')
        .map((w) => ({ userWallet: w.address, symbol: w.token.symbol, decimals: w.token.decimals })),
    ];
    const read = readTrace(json, sender, named, tokens);
    return { read, names: names.data, summary: summarize(read, statusFromTrace(trace.data), pools, sender) };
  }, [trace.data, json, names.data]);

  return { view, error: trace.error ?? names.error, loading: view === null && !trace.error && !names.error };
}

function countSteps(node: TraceJson): number {
  return 1 + (node.children ?? []).reduce((sum, child) => sum + countSteps(child), 0);
}
