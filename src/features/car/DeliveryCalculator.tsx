import { useState, type FormEvent } from 'react';
import { Button, FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import { getDelivery } from '../../api/cars.ts';
import { checkPostcode } from '../../domain/delivery.ts';
import { formatMoney } from '../../domain/price-display.ts';

type DeliveryState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'result'; name: string; price: number } | { kind: 'error'; message: string };

/** Spec §4/§5 delivery calculator: idle, loading, result or error, with the spec's texts. */
export function DeliveryCalculator() {
  const [postcode, setPostcode] = useState('');
  const [state, setState] = useState<DeliveryState>({ kind: 'idle' });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const check = checkPostcode(postcode);
    if (!check.ok) return setState({ kind: 'error', message: check.message });
    setState({ kind: 'loading' });
    try {
      const { ok, answer: body } = await getDelivery(check.postcode);
      if (ok && body.name !== undefined && body.price !== undefined) setState({ kind: 'result', name: body.name, price: body.price });
      else setState({ kind: 'error', message: body.message ?? 'Invalid postcode' });
    } catch (error) {
      console.warn('delivery lookup failed', error);
      setState({ kind: 'error', message: 'Sorry, the delivery estimate is not available right now.' });
    }
  };
  return (
    <section className="car-card" aria-labelledby="delivery-title">
      <h2 id="delivery-title">Delivery calculator</h2>
      <Form className="delivery-form" onSubmit={submit} validationBehavior="aria">
        <TextField value={postcode} onChange={setPostcode} maxLength={4} inputMode="numeric" isInvalid={state.kind === 'error'}>
          <Label>Your postcode</Label>
          <Input />
          <FieldError />
        </TextField>
        <Button type="submit" className="button button-small" isDisabled={state.kind === 'loading'}>
          {state.kind === 'loading' ? 'Calculating…' : 'Calculate delivery'}
        </Button>
      </Form>
      <div aria-live="polite" className="delivery-result">
        {state.kind === 'result' && (
          <p>
            Delivery to <strong>{state.name}</strong>: {formatMoney(state.price)}
          </p>
        )}
        {state.kind === 'error' && (
          <p className="form-error" role="alert">
            {state.message}
          </p>
        )}
      </div>
    </section>
  );
}
