import { createStore } from '../../lib/create-store';

// Spec 2 "Generic error modal" and 8 "A product display error carries title, message and button".

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
