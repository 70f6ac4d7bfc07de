import { createStore } from '../../lib/create-store';

// docs/product-spec.md §2 "Generic error modal" and §8 "Login and sending" (a display error: title, message,
// button).

export interface DisplayError {
  title?: string;
  message?: string;
  button?: string;
}

export const errorModalStore = createStore<DisplayError | null>(null);

export function showErrorModal(error: DisplayError = {}): void {
  errorModalStore.set(error);
}

export function closeErrorModal(): void {
  errorModalStore.set(null);
}
