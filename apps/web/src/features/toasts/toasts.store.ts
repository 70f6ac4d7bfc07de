import { createStore } from '../../lib/create-store';

/** docs/product-spec.md §9: toasts stay 4.5 s. */
export const TOAST_TIMEOUT_MS = 4500;

export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export const toastsStore = createStore<Toast[]>([]);
let nextId = 1;

export function dismissToast(id: number): void {
  toastsStore.set((toasts) => toasts.filter((toast) => toast.id !== id));
}

/** Shows a toast and removes it after `timeoutMs` (null: until dismissed); returns its id. */
export function showToast(
  message: string,
  kind: ToastKind = 'info',
  timeoutMs: number | null = TOAST_TIMEOUT_MS,
): number {
  const id = nextId++;
  toastsStore.set((toasts) => [...toasts, { id, kind, message }]);
  if (timeoutMs !== null) setTimeout(() => dismissToast(id), timeoutMs);
  return id;
}
