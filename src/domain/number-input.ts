// Spec §5 money and kilometre inputs: what the shopper sees ('$12,500', '45,000 kms') and the number
// behind it. Parsing strips $, commas, spaces and 'kms' (the fuel calculator reads text the same way).
import { groupDigits } from './number-format.ts';

export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/kms?/gi, '').replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}


export const formatMoneyInput = (amount: number | null) => (amount === null ? '' : `$${groupDigits(Math.round(amount))}`);
export const formatKmsInput = (km: number | null) => (km === null ? '' : `${groupDigits(Math.round(km))} kms`);
