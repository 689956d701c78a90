// Lead pages reached with ?car_id={slug or numeric id} (the spec's links carry the id, the site's
// own links the slug; /api/cars answers both): the car when it can be loaded, otherwise none (a lead
// without a car is still a lead).
import type { ReactNode } from 'react';
import { useSearch } from 'wouter';
import type { Car } from '../../domain/stock.ts';
import { useCar } from '../../features/car/useCar.ts';

function LoadedCar({ slug, children }: { slug: string; children: (car: Car | null) => ReactNode }) {
  const state = useCar(slug);
  if (state.status === 'loading') return <p aria-busy="true">Loading the car…</p>;
  return children(state.status === 'ready' ? state.car : null);
}

export function CarFromQuery({ children }: { children: (car: Car | null) => ReactNode }) {
  const carId = new URLSearchParams(useSearch()).get('car_id');
  return carId && /^[a-z0-9-]+$/.test(carId) ? <LoadedCar slug={carId}>{children}</LoadedCar> : children(null);
}
