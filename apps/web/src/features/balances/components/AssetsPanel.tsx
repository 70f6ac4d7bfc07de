import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/Spinner';
import { formatAmount, formatUsd } from '../../../lib/amounts';
import { toRawAddress } from '@atoll/chain/address';
import { TokenIcon } from '../../tokens/components/TokenIcon';
import { importCustomToken, useResolvedToken, useTokenList } from '../../tokens/hooks';
import { assetRows, totalUsd } from '../asset-rows';
import { useBalances } from '../hooks';

/**
 * The wallet's assets (docs/product-spec.md §1, §2 "Wallet panel", tab 'assets'): TON and jettons with USD
 * values.
 */
export function AssetsPanel() {
  const { t } = useTranslation();
  const { tokens } = useTokenList();
  const { address, ton, holdings, isLoading, error } = useBalances();
  const rows = ton !== null && holdings ? assetRows(ton, holdings, tokens) : [];

  return (
    <section className="card assets" data-testid="assets-panel">
      <div className="assets__header">
        <h2>{t('balances.title')}</h2>
        {rows.length > 0 && <strong data-testid="assets-total">{formatUsd(totalUsd(rows))}</strong>}
      </div>
      {!address && <p className="muted">{t('balances.connect')}</p>}
      {isLoading && <Spinner label={t('balances.loading')} />}
      {error && <p className="error-text">{t('balances.error', { message: error.message })}</p>}
      <ul className="asset-list">
        {rows.map((row) => (
          <li key={row.address} className="asset-list__item" data-testid={`asset-${row.symbol}`}>
            <TokenIcon token={{ icon_url: row.icon, symbol: row.symbol, address: row.address }} />
            <span className="token-list__names">
              <strong>{row.symbol}</strong>
              <span className="muted">{row.name}</span>
            </span>
            <span className="asset-list__amounts">
              <span>{formatAmount(row.balance, row.decimals)}</span>
              <span className="muted">{formatUsd(row.usd)}</span>
            </span>
          </li>
        ))}
      </ul>
      <AddTokenForm />
    </section>
  );
}

/** Adds a custom token by its master address, from its jetton metadata (docs/product-spec.md §3, §5). */
function AddTokenForm() {
  const { t } = useTranslation();
  const { tokens } = useTokenList();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const { token, isLoading } = useResolvedToken(submitted, tokens);
  const listed = token && tokens.some((entry) => entry.address === token.address);

  return (
    <form
      className="add-token"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(toRawAddress(text) ?? text);
      }}
    >
      <label className="field__label" htmlFor="add-token-address">
        {t('balances.add-token')}
      </label>
      <div className="row">
        <input
          id="add-token-address"
          className="input"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setSubmitted(null);
          }}
        />
        <button type="submit" className="button button--secondary">
          {t('balances.find')}
        </button>
      </div>
      {submitted !== null && toRawAddress(submitted) === null && (
        <p className="error-text">{t('balances.invalid-address')}</p>
      )}
      {isLoading && <Spinner label={t('tokens.picker.loading')} />}
      {token && listed && <p className="muted">{t('balances.already', { symbol: token.symbol })}</p>}
      {token && !listed && (
        <div className="row">
          <TokenIcon token={token} />
          <span>{`${token.symbol} · ${token.name}`}</span>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              importCustomToken(token, tokens);
              setText('');
              setSubmitted(null);
            }}
          >
            {t('tokens.picker.import', { symbol: token.symbol })}
          </button>
        </div>
      )}
    </form>
  );
}
