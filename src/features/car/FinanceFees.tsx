import { formatMoney } from '../../domain/price-display.ts';
import type { TenantConfig } from '../../domain/tenant-config.ts';
import { Card, SpecList } from './VehicleDetails.tsx';

type Fees = NonNullable<TenantConfig['finance']['fees']>;

const FEE_LABELS: Record<keyof Fees, string> = {
  establishment: 'Establishment fee',
  securityRegistration: 'Security registration fee',
  monthlyAccount: 'Monthly account fee',
  dealerAgency: 'Dealer agency fee',
};

/** Spec §9: the fees a dealer lists for its finance (one demo tenant does), shown whether or not its calculator is on. */
export function FinanceFees({ fees }: { fees: Fees }) {
  const entries = (Object.keys(FEE_LABELS) as (keyof Fees)[]).map((key) => ({ label: FEE_LABELS[key], value: formatMoney(fees[key]) }));
  return (
    <Card title="Finance fees">
      <SpecList entries={entries} />
    </Card>
  );
}
