// Spec §2 finance page: the per-car link carries preferredDealership, vehiclePriceBudget, car_id,
// car_type and vin and lands on #finance-form.
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { formatMoneyInput, parseAmount } from '../../domain/number-input.ts';
import { AmountField } from '../../features/leads/fields.tsx';
import { LeadForm } from '../../features/leads/LeadForm.tsx';
import { tenantAtom, useAtomValue } from '../../state/store.ts';
import { PageFrame } from '../../ui/PageFrame.tsx';

export function FinancePage() {
  const chips = useAtomValue(tenantAtom).moneyInput.chips;
  const query = new URLSearchParams(useSearch());
  const budget = parseAmount(query.get('vehiclePriceBudget') ?? '');
  useEffect(() => {
    if (location.hash === '#finance-form') document.getElementById('finance-form')?.scrollIntoView();
  }, []);
  return (
    <PageFrame title="Finance Pre-Approval" lead="Apply for car finance and get pre-approved before you buy.">
      <LeadForm
        id="finance-form"
        form="finance"
        car={null}
        submitLabel="Get Pre-Approved"
        initial={{ dealership_slug: query.get('preferredDealership') ?? '', budget: formatMoneyInput(budget) }}
        renderExtra={(values, setValue) => <AmountField name="budget" label="Vehicle price budget" kind="money" chips={chips} values={values} setValue={setValue} />}
        details={(values) => ({
          vehiclePriceBudget: parseAmount(values.budget ?? ''),
          car_id: query.get('car_id'),
          car_type: query.get('car_type'),
          vin: query.get('vin'),
        })}
      />
    </PageFrame>
  );
}
