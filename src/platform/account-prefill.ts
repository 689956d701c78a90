// When signed in, the lead forms start from the account (spec §3 stored user record: name, last name,
// e-mail, mobile, postcode), and a trade-in or service form opened from My Garage
// (`?vehicle={id}`) from that vehicle (rego and state, year, km).
import { getGarage } from '../api/account.ts';
import type { SessionUser } from '../domain/account.ts';
import { formatKmsInput } from '../domain/number-input.ts';

export async function accountValues(user: SessionUser | null, search: string): Promise<Record<string, string>> {
  if (!user) return {};
  const values: Record<string, string> = { name: user.name, last_name: user.last_name, email: user.email ?? '', phone: user.phone ?? '', postcode: user.postcode };
  const vehicleId = Number(new URLSearchParams(search).get('vehicle'));
  if (Number.isInteger(vehicleId) && vehicleId > 0) {
    const garage = await getGarage();
    const vehicle = garage.ok ? garage.data.vehicles.find((v) => v.id === vehicleId) : undefined;
    if (vehicle) Object.assign(values, { Rego: vehicle.rego, rego_state: vehicle.rego_state, year: String(vehicle.year), km: vehicle.km === null ? '' : formatKmsInput(vehicle.km) });
  }
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
}
