// Importing a token by address (issue 18): the account itself says whether it is a jetton master, through
// the send path's trusted reads (chain-reads.ts), never the product API's word nor the jetton-info
// endpoint (which answers for a wallet's address too). Loaded with the token picker's import.
import '../../lib/buffer-polyfill';
import { Address } from '@ton/core';
import { tonApi } from '../../lib/tonapi';
import { fetchAccountState } from './chain-reads';
import { classifyTokenAddress, type GetMethodResult, type TokenAddressKind } from './token-address.fns';

async function runGetMethod(tonapiUrl: string, account: Address, method: string): Promise<GetMethodResult> {
  const { data } = await tonApi(tonapiUrl).http.GET(
    '/v2/blockchain/accounts/{account_id}/methods/{method_name}',
    { params: { path: { account_id: account.toRawString(), method_name: method } } },
  );
  return data!;
}

export async function inspectTokenAddress(tonapiUrl: string, address: string): Promise<TokenAddressKind> {
  const account = Address.parse(address);
  const state = await fetchAccountState(tonapiUrl, account);
  if (!state) return classifyTokenAddress(false, null, null);
  const jettonData = await runGetMethod(tonapiUrl, account, 'get_jetton_data');
  const walletData =
    jettonData.success && jettonData.exit_code === 0
      ? null
      : await runGetMethod(tonapiUrl, account, 'get_wallet_data');
  return classifyTokenAddress(true, jettonData, walletData);
}
