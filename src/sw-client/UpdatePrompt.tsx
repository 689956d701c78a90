// "A new version is available" with a Reload button, shown when a new service worker is waiting.
// The status region is always in the page so screen readers announce the prompt when it appears.
// A native button: every page's first bundle holds this.
import { useUpdateAvailable } from '../state/app-update.ts';
import { applyUpdate } from './register.ts';

export function UpdatePrompt() {
  const available = useUpdateAvailable();
  return (
    <div role="status" className="update-prompt">
      {available && (
        <>
          <p className="update-prompt-text">A new version is available</p>
          <button type="button" className="button button-primary" onClick={() => void applyUpdate()}>
            Reload
          </button>
        </>
      )}
    </div>
  );
}
