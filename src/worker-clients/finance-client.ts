// The app's finance calls, run in workers/finance.worker.ts (or on the main thread without workers).
import type { CalculatorInputs, CalculatorOptions, CalculatorResult, CarEstimate, CarEstimateInput, EstimateDefaults, Loan } from '../domain/finance.ts';
import type { FinanceApi } from '../../workers/finance.worker.ts';
import { createWorkerClient } from './bridge.ts';

/** The calculator is used in bursts while a shopper drags sliders; between bursts the worker can go. */
const FINANCE_WORKER_IDLE_MS = 10_000;

const client = createWorkerClient<FinanceApi>({
  create: () => new Worker(new URL('../../workers/finance.worker.ts', import.meta.url), { type: 'module' }),
  idleMs: FINANCE_WORKER_IDLE_MS,
  fallback: async () => (await import('../../workers/finance-api.ts')).financeApi,
});

/** Unrounded repayment per period. */
export function repayment(loan: Loan, signal?: AbortSignal): Promise<number> {
  return client.call('repayment', [loan], { signal });
}

export function evaluateCalculator(inputs: CalculatorInputs, options?: CalculatorOptions, signal?: AbortSignal): Promise<CalculatorResult> {
  return client.call('evaluateCalculator', [inputs, options], { signal });
}

/** Estimates for many cars in one round trip, in the order given. */
export function carEstimates(cars: readonly CarEstimateInput[], defaults?: EstimateDefaults, signal?: AbortSignal): Promise<CarEstimate[]> {
  return client.call('carEstimates', [cars, defaults], { signal });
}
