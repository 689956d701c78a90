// Toasts (spec §4/§9): state through the pure reducer, removal scheduled after dismissal.
import { TOAST_REMOVE_DELAY_MS, toastReducer, type Toast, type ToastAction } from '../domain/toasts.ts';
import { atom, store } from './store.ts';

export const toastsAtom = atom<Toast[]>([]);

const dispatch = (action: ToastAction) => store.set(toastsAtom, toastReducer(store.get(toastsAtom), action));
const removals = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

export const toasts = {
  add(toast: Omit<Toast, 'open' | 'id'> & { id?: string }): string {
    const id = toast.id ?? `toast-${++counter}`;
    dispatch({ type: 'add', toast: { ...toast, id } });
    if (toast.duration !== undefined) setTimeout(() => toasts.dismiss(id), toast.duration);
    return id;
  },
  update(id: string, patch: Partial<Omit<Toast, 'id'>>) {
    dispatch({ type: 'update', id, patch });
  },
  dismiss(id?: string) {
    dispatch({ type: 'dismiss', id });
    for (const t of store.get(toastsAtom)) {
      if (removals.has(t.id) || (id !== undefined && t.id !== id)) continue;
      removals.set(
        t.id,
        setTimeout(() => {
          removals.delete(t.id);
          dispatch({ type: 'remove', id: t.id });
        }, TOAST_REMOVE_DELAY_MS),
      );
    }
  },
  remove(id?: string) {
    dispatch({ type: 'remove', id });
  },
};
