// The journey's delivery step: pick-up from the car's location, or delivery to a postcode with the
// delivery estimate (spec §5 postcode and delivery messages).
import { useState } from 'react';
import { Button, FieldError, Input, Label, Radio, RadioGroup, TextField } from 'react-aria-components';
import { checkPostcode } from '../../domain/delivery.ts';
import { getDeliveryEstimate } from '../../api/delivery.ts';
import { formatCents } from '../../domain/money.ts';
import type { JourneyState } from './journey-state.ts';

export function JourneyDelivery({ state, update, pickupAt, error }: { state: JourneyState; update: (change: (s: JourneyState) => JourneyState) => void; pickupAt: string; error: string | null }) {
  const [looking, setLooking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const estimate = async () => {
    const check = checkPostcode(state.postcode);
    if (!check.ok) return setProblem(check.message);
    setProblem(null);
    setLooking(true);
    const answer = await getDeliveryEstimate(check.postcode);
    setLooking(false);
    if (answer.ok) {
      const found = { postcode: check.postcode, region: answer.region, cents: answer.cents };
      update((s) => ({ ...s, delivery: found }));
    } else {
      update((s) => ({ ...s, delivery: null }));
      setProblem(answer.message);
    }
  };
  const message = problem ?? error;
  return (
    <>
      <RadioGroup value={state.fulfilment} onChange={(v) => update((s) => ({ ...s, fulfilment: v === 'delivery' ? 'delivery' : 'pickup' }))} className="lead-times">
        <Label>How would you like to get your car?</Label>
        <div className="lead-time-list">
          <Radio value="pickup" className="lead-time">
            Pick up from {pickupAt}
          </Radio>
          <Radio value="delivery" className="lead-time">
            Deliver it to me
          </Radio>
        </div>
      </RadioGroup>
      {state.fulfilment === 'delivery' && (
        <div className="payment-delivery">
          <TextField
            value={state.postcode}
            onChange={(postcode) => update((s) => ({ ...s, postcode, delivery: s.delivery?.postcode === postcode ? s.delivery : null }))}
            maxLength={4}
            inputMode="numeric"
            isInvalid={message !== null}
            className="lead-field"
          >
            <Label>Delivery postcode</Label>
            <Input />
            <FieldError className="lead-field-error">{message}</FieldError>
          </TextField>
          <Button className="button" onPress={() => void estimate()} isDisabled={looking}>
            {looking ? 'Calculating…' : 'Get delivery estimate'}
          </Button>
          <div aria-live="polite">
            {state.delivery && (
              <p>
                Delivery to <strong>{state.delivery.region}</strong> ({state.delivery.postcode}): {formatCents(state.delivery.cents)}
              </p>
            )}
          </div>
        </div>
      )}
    </>
  );
}
