import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/product-spec.md §9: 'Address copied!' shows for 1 s, then the label reverts. */
export const COPY_FEEDBACK_MS = 1000;

/**
 * Copies text with the clipboard API, falling back silently to a hidden textarea (docs/product-spec.md §7).
 */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // no clipboard API or no permission
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    document.execCommand('copy');
  } catch {
    // silent, as specified
  }
  area.remove();
}

export function useCopyFeedback(durationMs = COPY_FEEDBACK_MS) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      await copyText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), durationMs);
    },
    [durationMs],
  );
  return { copied, copy };
}
