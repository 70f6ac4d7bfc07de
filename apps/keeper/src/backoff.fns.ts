/** After n failed fills in a row, the keeper waits 2^n seconds (at most 5 minutes) from the last one. */
export function backoffUntil(failures: number, last: Date | null): number {
  if (failures === 0 || last === null) return 0;
  const seconds = Math.min(2 ** failures, 300);
  return last.getTime() + seconds * 1000;
}
