/**
 * docs/product-spec.md §2: the connect button shows the first 4 and last 4 characters joined by an ellipsis.
 */
export function shortenAddress(address: string, head = 4, tail = 4): string {
  if (address.length <= head + tail + 1) return address;
  return `${address.slice(0, head)}…${address.slice(-tail)}`;
}
