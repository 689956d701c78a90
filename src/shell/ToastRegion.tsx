import { toasts, toastsAtom } from '../state/toasts.ts';
import { useAtomValue } from '../state/store.ts';

/**
 * Shows the one current toast (spec §9 toast limit 1) in a polite live region. A toast that closes
 * itself (a copy confirmation) has no close button and lets presses through, so for its moment on
 * screen it blocks nothing under it. Native buttons: every page's first bundle holds this.
 */
export function ToastRegion() {
  const list = useAtomValue(toastsAtom);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {list
        .filter((t) => t.open)
        .map((t) => (
          <div key={t.id} className={`toast toast-${t.tone ?? 'info'}${t.duration === undefined ? '' : ' toast-passing'}`}>
            <div>
              <p className="toast-title">{t.title}</p>
              {t.description && <p className="toast-description">{t.description}</p>}
            </div>
            {t.duration === undefined && (
              <button type="button" className="toast-close" aria-label="Dismiss notification" onClick={() => toasts.dismiss(t.id)}>
                ×
              </button>
            )}
          </div>
        ))}
    </div>
  );
}
