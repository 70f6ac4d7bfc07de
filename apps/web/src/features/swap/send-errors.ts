import { UserRejectsError } from '@tonconnect/ui-react';

/**
 * The user said no: the wallet rejected (TON Connect code 300, UserRejectsError) or the confirm
 * modal was closed ('Transaction was not sent', docs/product-spec.md §8; TON Connect prefixes its messages). Nothing
 * was spent.
 */
export function isUserCancel(error: unknown): boolean {
  return (
    error instanceof UserRejectsError ||
    (error instanceof Error && error.message.endsWith('Transaction was not sent'))
  );
}
