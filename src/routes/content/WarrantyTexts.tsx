// Spec §9 on /warranty: the new-car warranty (where the dealer states one) and the used-car mechanical
// protection, from tenant.json's vehiclePage, under the dealer's own words when it has a page for them.
import { warrantyTexts } from '../../domain/warranty.ts';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';
import './warranty.css';

export function WarrantyTexts() {
  const tenant = useAtomValue(tenantAtom);
  return (
    <ul className="warranty-texts">
      {warrantyTexts(tenant.vehiclePage).map((w) => (
        <li key={w.title}>
          <h2>{w.title}</h2>
          <p>{w.text}</p>
        </li>
      ))}
    </ul>
  );
}
