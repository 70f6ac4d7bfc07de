import { useTranslation } from 'react-i18next';
import { amountInputError } from '../../lib/amounts';

interface AmountInputHintProps {
  /** The input's id: the hint describes it (aria-describedby). */
  id: string;
  text: string;
  decimals: number;
  symbol: string;
}

// The texts live in this chunk, which loads only once a field holds something that is not an amount:
// the /app/swap/ page load carries neither.
const TEXTS = {
  en: {
    'not-a-number': () => 'Enter a decimal number such as 1.5: digits and one decimal point only.',
    'too-many-decimals': (symbol: string, decimals: number) =>
      `${symbol} has at most ${decimals} decimal places.`,
  },
  ru: {
    'not-a-number': () => 'Введите десятичное число, например 1.5: только цифры и одна десятичная точка.',
    'too-many-decimals': (symbol: string, decimals: number) =>
      `У ${symbol} не больше ${decimals} знаков после точки.`,
  },
};

/** Why an amount field's text is not an amount (issue 19): said under the field, the text left as typed. */
export default function AmountInputHint({ id, text, decimals, symbol }: AmountInputHintProps) {
  const { i18n } = useTranslation();
  const error = amountInputError(text, decimals);
  if (error === null) return null;
  const texts = i18n.language === 'ru' ? TEXTS.ru : TEXTS.en;
  return (
    <span className="error-text amount-hint" role="alert" id={`${id}-hint`} data-testid={`${id}-hint`}>
      {texts[error](symbol, decimals)}
    </span>
  );
}
