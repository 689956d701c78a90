import { Button } from 'react-aria-components';
import type { Answer } from '../../../api/account.ts';

/** My Garage's Remove: gone from the list once the server has removed it (or had already); otherwise the server's reason. */
export function RemoveButton({ label, remove, onRemoved }: { label: string; remove: () => Promise<Answer<null>>; onRemoved: () => void }) {
  return (
    <Button
      className="button button-small"
      aria-label={label}
      onPress={async () => {
        const answer = await remove();
        if (answer.ok || answer.status === 404) onRemoved();
        else window.alert(answer.message);
      }}
    >
      Remove
    </Button>
  );
}
