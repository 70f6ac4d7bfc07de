import { tonApi } from '../../lib/tonapi';

// The few TonAPI v2 calls the wallet makes against the devnet, through the app's one TonAPI client.

export interface WalletChainState {
  deployed: boolean;
  seqno: number;
}

/** Status from GET /v2/accounts/{id}; seqno from the `seqno` get method once the wallet is active. */
export async function getWalletState(tonapiUrl: string, rawAddress: string): Promise<WalletChainState> {
  const { http } = tonApi(tonapiUrl);
  const account = (
    await http.GET('/v2/accounts/{account_id}', { params: { path: { account_id: rawAddress } } })
  ).data!;
  if (account.status !== 'active') return { deployed: false, seqno: 0 };
  const result = (
    await http.GET('/v2/blockchain/accounts/{account_id}/methods/{method_name}', {
      params: { path: { account_id: rawAddress, method_name: 'seqno' } },
    })
  ).data!;
  const top = result.stack[0];
  if (!result.success || top?.type !== 'num' || top.num === undefined)
    throw new Error('seqno get method failed');
  return { deployed: true, seqno: Number(BigInt(top.num)) };
}

export async function sendBoc(tonapiUrl: string, bocBase64: string): Promise<void> {
  await tonApi(tonapiUrl).http.POST('/v2/blockchain/message', { body: { boc: bocBase64 } });
}

/** The devnet's own description of itself (not a TonAPI endpoint: the devnet serves it beside TonAPI). */
export async function getDevnetInfo(tonapiUrl: string): Promise<unknown> {
  return (await tonApi(tonapiUrl).fetch(`${tonapiUrl}/devnet/info`)).json();
}
