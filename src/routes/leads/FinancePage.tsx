// Spec §2 finance page: the per-car link carries preferredDealership, vehiclePriceBudget, car_id,
// car_type and vin and lands on #finance-form. A finance lead from a car's link names the car, as
// every lead about a car does (its make, model, stock number), under the Finance category.
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { showsStandaloneCalculator } from '../../domain/finance-standalone.ts';
import { StandaloneCalculator } from '../../features/finance/StandaloneCalculator.tsx';
// The stand-alone calculator's fields are the car page's, styled there.
import '../../features/car/car.css';
import { formatMoneyInput, parseAmount } from '../../domain/number-input.ts';
import { AmountField } from '../../features/leads/fields.tsx';
import { LeadForm } from '../../features/leads/LeadForm.tsx';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { sellingPrice } from '../../domain/price-display.ts';
import { CarFromQuery } from './CarFromQuery.tsx';

/** The per-car link ends with #finance-form: the form is there once its car has loaded. */
function JumpToForm() {
  useEffect(() => {
    if (location.hash === '#finance-form') document.getElementById('finance-form')?.scrollIntoView();
  }, []);
  return null;
}

export function FinancePage() {
  const tenant = useAtomValue(tenantAtom);
  const chips = tenant.moneyInput.chips;
  const [path] = useLocation();
  const query = new URLSearchParams(useSearch());
  const budget = parseAmount(query.get('vehiclePriceBudget') ?? '');
  return (
    <PageFrame title="Finance Pre-Approval" lead="Apply for car finance and get pre-approved before you buy.">
      {showsStandaloneCalculator(tenant.finance, path) && <StandaloneCalculator />}
      <CarFromQuery>
        {(car) => (
          <>
            {car && <p className="lead-car-line">Finance for the {car.name}</p>}
            <LeadForm
              id="finance-form"
              form="finance"
              car={car}
              submitLabel="Get Pre-Approved"
              initial={{ category: 'Finance', dealership_slug: query.get('preferredDealership') ?? '', budget: formatMoneyInput(budget ?? (car ? sellingPrice(car) : null)) }}
              renderExtra={(values, setValue) => <AmountField name="budget" label="Vehicle price budget" kind="money" chips={chips} values={values} setValue={setValue} />}
              details={(values) => ({
                vehiclePriceBudget: parseAmount(values.budget ?? ''),
                car_id: query.get('car_id'),
                car_type: query.get('car_type'),
                vin: query.get('vin'),
              })}
            />
            <JumpToForm />
          </>
        )}
      </CarFromQuery>
    </PageFrame>
  );
}
