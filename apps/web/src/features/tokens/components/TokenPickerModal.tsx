import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import { formatAmount } from '../../../lib/amounts';
import { toFriendlyAddress, toRawAddress } from '@atoll/chain/address';
import { env } from '../../../app/env';
import { SafetyLabel } from '../../token-safety/components/SafetyLabel';
import { importCustomToken, useResolvedToken } from '../hooks';
import { getTokenAddressKindQueryOptions } from '../queries';
import { createTokenSearch } from '../token-search';
import type { TokenListEntry } from '../token-list';
import { TokenIcon } from './TokenIcon';

export interface TokenPickerModalProps {
  tokens: TokenListEntry[];
  balanceOf(address: string): bigint | null;
  onSelect(token: TokenListEntry): void;
  onClose(): void;
}

/**
 * Token search (docs/product-spec.md §5) with import of a custom token by address. Loaded lazily: it carries
 * fuse.js.
 */
export default function TokenPickerModal({ tokens, balanceOf, onSelect, onClose }: TokenPickerModalProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const search = useMemo(() => createTokenSearch(tokens), [tokens]);
  const results = useMemo(() => search(query), [search, query]);
  const address = toRawAddress(query);
  const lookup = results.length === 0 ? address : null;
  const { token: resolved, isLoading: resolving } = useResolvedToken(lookup, tokens);
  // a pasted address is offered for import only when the account itself answers as a jetton master
  const inspected = useQuery({
    ...getTokenAddressKindQueryOptions(env.tonapiUrl, lookup ?? ''),
    enabled: lookup !== null && resolved !== null && resolved.custom,
  });
  const kind = inspected.data?.kind;
  const refused = inspected.data && inspected.data.kind !== 'jetton-master' ? inspected.data : null;
  const candidate = resolved && (!resolved.custom || kind === 'jetton-master') ? resolved : null;
  const isLoading = resolving || inspected.isLoading;

  const pick = (token: TokenListEntry) => {
    onSelect(token);
    onClose();
  };

  return (
    <Modal open title={t('tokens.picker.title')} onClose={onClose} testId="token-picker">
      <input
        className="input"
        type="search"
        autoFocus
        value={query}
        placeholder={t('tokens.picker.search')}
        aria-label={t('tokens.picker.search')}
        onChange={(event) => setQuery(event.target.value)}
      />
      <ul className="token-list" role="listbox">
        {results.map((token) => {
          const balance = balanceOf(token.address);
          return (
            <li key={token.address}>
              <button
                type="button"
                className="token-list__item"
                role="option"
                aria-selected={false}
                onClick={() => pick(token)}
                data-testid={`token-option-${token.symbol}`}
              >
                <TokenIcon token={token} />
                <span className="token-list__names">
                  <strong>{token.symbol}</strong>
                  <span className="muted">{token.name}</span>
                </span>
                {token.custom && <span className="badge">{t('tokens.picker.custom')}</span>}
                <SafetyLabel token={token} />
                {balance !== null && balance > 0n && (
                  <span className="token-list__balance">{formatAmount(balance, token.decimals, 4)}</span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {results.length === 0 && !address && <p className="muted">{t('tokens.picker.empty')}</p>}
      {isLoading && <Spinner label={t('tokens.picker.loading')} />}
      {inspected.isError && (
        <p className="error-text" role="alert" data-testid="token-import-refused">
          {t('tokens.picker.refused.unreadable')}
        </p>
      )}
      {refused && (
        <div className="token-import" role="alert" data-testid="token-import-refused">
          <p className="error-text">{t(`tokens.picker.refused.${refused.kind}`)}</p>
          {refused.kind === 'jetton-wallet' && (
            <button
              type="button"
              className="link-button"
              onClick={() => setQuery(toFriendlyAddress(refused.master) ?? refused.master)}
            >
              {t('tokens.picker.refused.open-master')}
            </button>
          )}
        </div>
      )}
      {candidate && (
        <div className="token-import" data-testid="token-import">
          <p className="muted">{t('tokens.picker.import-warning')}</p>
          <div className="token-list__item">
            <TokenIcon token={candidate} />
            <span className="token-list__names">
              <strong>{candidate.symbol}</strong>
              <span className="muted">{candidate.name}</span>
            </span>
            <SafetyLabel token={candidate} />
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                importCustomToken(candidate, tokens);
                pick(candidate);
              }}
            >
              {t('tokens.picker.import', { symbol: candidate.symbol })}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
