// Lead pages reached with ?car_id={slug}: the car when it can be loaded, otherwise none (a lead
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
  const slug = new URLSearchParams(useSearch()).get('car_id');
  return slug && /^[a-z0-9-]+$/.test(slug) && !/^\d+$/.test(slug) ? <LoadedCar slug={slug}>{children}</LoadedCar> : children(null);
}
