import { useTranslation } from 'react-i18next';
import { amountInputError } from '../../lib/amounts';

interface AmountInputHintProps {
  /** The input's id: the hint describes it (aria-describedby). */
  id: string;
  text: string;
  decimals: number;
  symbol: string;
}

/** Why an amount field's text is not an amount (issue 19): said under the field, the text left as typed. */
export function AmountInputHint({ id, text, decimals, symbol }: AmountInputHintProps) {
  const { t } = useTranslation();
  const error = amountInputError(text, decimals);
  if (error === null) return null;
  return (
    <span className="error-text amount-hint" role="alert" id={`${id}-hint`} data-testid={`${id}-hint`}>
      {error === 'not-a-number'
        ? t('amount.error.not-a-number')
        : t('amount.error.too-many-decimals', { symbol, decimals })}
    </span>
  );
}
