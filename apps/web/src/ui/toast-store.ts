import { TOAST } from '@store/domain/public';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  description?: string | undefined;
  /** How long it stays, in milliseconds (000 §9: 5000 unless the message says otherwise). */
  displayMs: number;
  testId?: string | undefined;
}

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

const emit = () => {
  for (const listener of listeners) listener(toasts);
};

/** Shows a toast from anywhere (the API client too); one with the same title and text is not stacked twice. */
export function showToast(
  kind: ToastKind,
  title: string,
  description?: string,
  options: { seconds?: number; testId?: string } = {},
): number {
  const same = toasts.find((t) => t.kind === kind && t.title === title && t.description === description);
  if (same) return same.id;
  const toast: Toast = {
    id: nextId++,
    kind,
    title,
    description,
    displayMs: options.seconds ? options.seconds * 1000 : TOAST.displayMs,
    testId: options.testId,
  };
  toasts = [...toasts, toast];
  emit();
  return toast.id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}
