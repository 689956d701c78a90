// Saved searches, each with its opt-in "E-mail me new matches" (which needs an e-mail on the account).
import { Checkbox } from 'react-aria-components';
import { removeSearch, setSearchAlerts } from '../../../api/account.ts';
import type { SavedSearch } from '../../../domain/account.ts';
import { sessionAtom } from '../../../state/session.ts';
import { useAtomValue } from '../../../state/store.ts';
import { RemoveButton } from './RemoveButton.tsx';

export function SavedSearchesSection({ searches, onChange }: { searches: SavedSearch[]; onChange(searches: SavedSearch[]): void }) {
  const email = useAtomValue(sessionAtom).user?.email ?? null;
  return (
    <section className="garage-section" aria-labelledby="garage-searches">
      <h2 id="garage-searches">Saved searches</h2>
      {searches.length === 0 ? (
        <p>
          None yet. On any search, press <strong>Save search</strong> to keep it here and, if you like, be e-mailed the cars that come in.
        </p>
      ) : (
        <ul className="garage-rows">
          {searches.map((search) => (
            <li key={search.id} className="garage-row">
              <p>
                <a href={search.url}>{search.label}</a>
              </p>
              <div className="account-buttons">
                <Checkbox
                  className="lead-checkbox"
                  isSelected={search.email_alerts}
                  isDisabled={!email && !search.email_alerts}
                  onChange={async (on) => {
                    const answer = await setSearchAlerts(search.id, on);
                    if (answer.ok) onChange(searches.map((s) => (s.id === search.id ? answer.data : s)));
                    else window.alert(answer.message);
                  }}
                >
                  <span className="lead-checkbox-box" aria-hidden="true" />
                  E-mail me new matches
                </Checkbox>
                <RemoveButton
                  label={`Remove the saved search ${search.label}`}
                  remove={() => removeSearch(search.id)}
                  onRemoved={() => onChange(searches.filter((s) => s.id !== search.id))}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {!email && searches.length > 0 && (
        <p className="garage-muted">
          To be e-mailed new matches, <a href="/sign-in?add=email&redirect=%2Fmy-garage&back=%2Fmy-garage">add your email</a>.
        </p>
      )}
    </section>
  );
}
