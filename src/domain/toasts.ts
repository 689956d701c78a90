// Spec §4/§9 toasts: at most one at a time; add, update, dismiss (marks closed, removed after a very
// long delay), remove. Pure state transitions; the UI schedules the removal.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface Toast {
  id: string;
  title: string;
  description?: string;
  tone?: 'info' | 'success' | 'error';
  /** A confirmation closes itself after this long (the copy-link toast: spec §9's 1.5 s). */
  duration?: number;
  open: boolean;
}

export type ToastAction =
  | { type: 'add'; toast: Omit<Toast, 'open'> }
  | { type: 'update'; id: string; patch: Partial<Omit<Toast, 'id'>> }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

export function toastReducer(toasts: readonly Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case 'add':
      return [{ ...action.toast, open: true }, ...toasts].slice(0, TOAST_LIMIT);
    case 'update':
      return toasts.map((t) => (t.id === action.id ? { ...t, ...action.patch } : t));
    case 'dismiss':
      return toasts.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t));
    case 'remove':
      return action.id === undefined ? [] : toasts.filter((t) => t.id !== action.id);
  }
}
