import { type TonApi, TonApiError } from '@atoll/chain';
import type { RelayAnswer } from './chain.service';

// POST /chain/v2/wallet/emulate and /chain/v2/traces/emulate: the transaction preview (issue 18) emulates the
// external the user's wallet will sign. It goes to TonAPI through the one client (the API's key, its rate,
// its retries), never through the read cache: an emulation runs on the chain's state of that moment, and
// a cached one would preview a state that is gone.

export type EmulationKind = 'wallet' | 'traces';

const error = (status: RelayAnswer['status'], message: string): RelayAnswer => ({
  status,
  body: JSON.stringify({ error: message }),
});

export function createChainEmulationService(api: Pick<TonApi, 'baseUrl' | 'fetch'>) {
  return {
    /** The body is checked already (EmulateBodySchema); TonAPI's answer comes back as its text. */
    async emulate(kind: EmulationKind, boc: string, ignoreSignatureCheck?: boolean): Promise<RelayAnswer> {
      const query =
        ignoreSignatureCheck === undefined ? '' : `?ignore_signature_check=${ignoreSignatureCheck}`;
      try {
        const response = await api.fetch(`${api.baseUrl}/v2/${kind}/emulate${query}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ boc }),
        });
        return { status: 200, body: await response.text() };
      } catch (e) {
        // TonAPI refusing the message (not a message, a wallet that would not run it) is the caller's to
        // read, as TonAPI said it; anything else is the API's trouble
        if (e instanceof TonApiError && e.status === 400) return error(400, e.message);
        return error(502, 'the chain API did not answer; retry later');
      }
    },
  };
}

export type ChainEmulationService = ReturnType<typeof createChainEmulationService>;
