import { Button } from 'react-aria-components';
import { toasts, toastsAtom } from '../state/toasts.ts';
import { useAtomValue } from '../state/store.ts';

/** Shows the one current toast (spec §9 toast limit 1) in a polite live region. */
export function ToastRegion() {
  const list = useAtomValue(toastsAtom);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {list
        .filter((t) => t.open)
        .map((t) => (
          <div key={t.id} className={`toast toast-${t.tone ?? 'info'}`}>
            <div>
              <p className="toast-title">{t.title}</p>
              {t.description && <p className="toast-description">{t.description}</p>}
            </div>
            <Button className="toast-close" aria-label="Dismiss notification" onPress={() => toasts.dismiss(t.id)}>
              ×
            </Button>
          </div>
        ))}
    </div>
  );
}
