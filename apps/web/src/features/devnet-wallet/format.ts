/** Nanotons (decimal string) as TON with up to 9 decimals, trailing zeros dropped. */
export function formatNano(amount: string, decimals = 9): string {
  const value = BigInt(amount);
  const unit = 10n ** BigInt(decimals);
  const whole = value / unit;
  const fraction = (value % unit).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}
