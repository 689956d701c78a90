// The shopper's own vehicles (rego + state, make, model, year, km): kept in My Garage, they prefill
// the trade-in and service forms (`?vehicle=` on those pages).
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { addVehicle, removeVehicle } from '../../../api/account.ts';
import { REGO_STATES, type GarageVehicle } from '../../../domain/account.ts';
import { garageVehicleBody } from '../../../domain/account-schema.ts';
import { groupDigits } from '../../../domain/number-format.ts';
import { parseAmount } from '../../../domain/number-input.ts';
import { useAtomValue } from '../../../state/store.ts';
import { tenantAtom } from '../../../state/tenant.ts';
import { useFieldErrors } from '../../leads/field-errors.ts';
import { SelectField, SubmitButton, TextInput, type Values } from '../../leads/fields.tsx';
import { LeadFormFrame } from '../../leads/LeadFormFrame.tsx';
import { RemoveButton } from './RemoveButton.tsx';

function AddVehicle({ onAdded }: { onAdded(vehicle: GarageVehicle): void }) {
  const [values, setValues] = useState<Values>({});
  const setValue = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const [errors, setErrors] = useFieldErrors();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const number = (text: string | undefined) => (text?.trim() ? parseAmount(text) : null);
  return (
    <LeadFormFrame
      fieldErrors={errors}
      onSubmit={async () => {
        setFailed(null);
        const input = { rego: values.rego ?? '', rego_state: values.rego_state ?? '', make: values.make ?? '', model: values.model ?? '', year: number(values.year) ?? Number.NaN, km: number(values.km) };
        const checked = garageVehicleBody(new Date().getFullYear()).safeParse(input);
        if (!checked.success) return setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
        setBusy(true);
        const answer = await addVehicle(checked.data);
        setBusy(false);
        if (!answer.ok) {
          setErrors(Object.fromEntries(answer.errors.map((e) => [e.field, e.message])));
          return setFailed(answer.errors.length ? null : answer.message);
        }
        setValues({});
        onAdded(answer.data);
      }}
    >
      <div className="lead-grid">
        <TextInput name="rego" label="Rego" values={values} setValue={setValue} maxLength={12} isRequired autoComplete="off" />
        <SelectField name="rego_state" label="State" options={REGO_STATES.map((s) => ({ id: s, label: s }))} value={values.rego_state || null} onChange={(v) => setValue('rego_state', v)} isRequired />
        <TextInput name="make" label="Make" values={values} setValue={setValue} isRequired />
        <TextInput name="model" label="Model" values={values} setValue={setValue} isRequired />
        <TextInput name="year" label="Year" inputMode="numeric" maxLength={4} values={values} setValue={setValue} isRequired />
        <TextInput name="km" label="Odometer (km)" inputMode="numeric" values={values} setValue={setValue} />
      </div>
      {failed && (
        <p role="alert" className="lead-error">
          {failed}
        </p>
      )}
      <SubmitButton submitting={busy}>Add vehicle</SubmitButton>
    </LeadFormFrame>
  );
}

export function VehiclesSection({ vehicles, onChange }: { vehicles: GarageVehicle[]; onChange(vehicles: GarageVehicle[]): void }) {
  const tenant = useAtomValue(tenantAtom);
  const [adding, setAdding] = useState(false);
  return (
    <section className="garage-section" aria-labelledby="garage-vehicles">
      <h2 id="garage-vehicles">Your vehicles</h2>
      <p>Add the cars you own: we fill them in for you when you value a trade-in or book a service.</p>
      {vehicles.length > 0 && (
        <ul className="garage-rows">
          {vehicles.map((v) => (
            <li key={v.id} className="garage-row">
              <div>
                <p>
                  <strong>
                    {v.year} {v.make} {v.model}
                  </strong>
                </p>
                <p className="garage-muted">
                  {v.rego} ({v.rego_state}){v.km !== null ? ` · ${groupDigits(v.km)} km` : ''}
                </p>
              </div>
              <div className="account-buttons">
                <a className="button button-small" href={`/trade-in?vehicle=${v.id}`}>
                  Value this car
                </a>
                {!tenant.service.externalBookingUrl && (
                  <a className="button button-small" href={`/service?vehicle=${v.id}`}>
                    Book a service
                  </a>
                )}
                <RemoveButton
                  label={`Remove ${v.year} ${v.make} ${v.model} (${v.rego})`}
                  remove={() => removeVehicle(v.id)}
                  onRemoved={() => onChange(vehicles.filter((x) => x.id !== v.id))}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <AddVehicle
          onAdded={(vehicle) => {
            onChange([...vehicles, vehicle]);
            setAdding(false);
          }}
        />
      ) : (
        <Button className="button" onPress={() => setAdding(true)}>
          Add a vehicle
        </Button>
      )}
    </section>
  );
}
