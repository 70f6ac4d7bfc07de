// The few TonAPI v2 calls the wallet makes against the devnet.

export interface WalletChainState {
  deployed: boolean;
  seqno: number;
}

async function json(response: Response): Promise<unknown> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { error?: unknown } | null)?.error;
    throw new Error(typeof message === 'string' ? message : `HTTP ${response.status}`);
  }
  return body;
}

/** Status from GET /v2/accounts/{id}; seqno from the `seqno` get method once the wallet is active. */
export async function getWalletState(tonapiUrl: string, rawAddress: string): Promise<WalletChainState> {
  const id = encodeURIComponent(rawAddress);
  const account = (await json(await fetch(`${tonapiUrl}/v2/accounts/${id}`))) as { status?: string };
  if (account.status !== 'active') return { deployed: false, seqno: 0 };
  const result = (await json(await fetch(`${tonapiUrl}/v2/blockchain/accounts/${id}/methods/seqno`))) as {
    success?: boolean;
    stack?: { type: string; num?: string }[];
  };
  const top = result.stack?.[0];
  if (!result.success || top?.type !== 'num' || top.num === undefined)
    throw new Error('seqno get method failed');
  return { deployed: true, seqno: Number(BigInt(top.num)) };
}

export async function sendBoc(tonapiUrl: string, bocBase64: string): Promise<void> {
  const response = await fetch(`${tonapiUrl}/v2/blockchain/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ boc: bocBase64 }),
  });
  if (!response.ok) await json(response);
}

export async function getDevnetInfo(tonapiUrl: string): Promise<unknown> {
  return json(await fetch(`${tonapiUrl}/devnet/info`));
}
