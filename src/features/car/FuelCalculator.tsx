import { useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { DEFAULT_FUEL_PRICE, DEFAULT_WEEKLY_KM, consumptionOrDefault, parseNumberText, weeklyFuelCost } from '../../domain/fuel.ts';
import { formatMoney } from '../../domain/price-display.ts';

/** Spec §9 fuel calculator: fuel price, weekly distance and the variant's consumption (or 10). */
export function FuelCalculator({ consumption }: { consumption: number | null }) {
  const [price, setPrice] = useState(`$${DEFAULT_FUEL_PRICE.toFixed(2)}`);
  const [distance, setDistance] = useState(`${DEFAULT_WEEKLY_KM} kms`);
  const [litres, setLitres] = useState(String(consumptionOrDefault(consumption)));
  const cost = weeklyFuelCost(parseNumberText(distance), parseNumberText(litres), parseNumberText(price));
  return (
    <section className="car-card" aria-labelledby="fuel-title">
      <h2 id="fuel-title">Fuel cost calculator</h2>
      <div className="fuel-fields">
        <TextField value={price} onChange={setPrice}>
          <Label>Fuel price per litre</Label>
          <Input />
        </TextField>
        <TextField value={distance} onChange={setDistance}>
          <Label>Distance per week</Label>
          <Input />
        </TextField>
        <TextField value={litres} onChange={setLitres}>
          <Label>Consumption (L/100km)</Label>
          <Input />
        </TextField>
      </div>
      <p aria-live="polite" className="fuel-result">
        {cost === null ? 'Enter a fuel price, distance and consumption.' : <>Estimated fuel cost: <strong>{formatMoney(cost)}</strong> per week</>}
      </p>
    </section>
  );
}
