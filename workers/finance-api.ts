// The finance worker's API as a plain module: workers/finance.worker.ts exposes it, and the finance
// client calls it directly on the main thread when workers are unavailable.
// Must not import React, the DOM, src/server or Node modules: only src/domain.
import { carEstimate, evaluateCalculator, repayment, type CarEstimateInput, type EstimateDefaults } from '../src/domain/finance.ts';

export const financeApi = {
  repayment,
  evaluateCalculator,
  /** One round trip for a whole results page. */
  carEstimates: (cars: readonly CarEstimateInput[], defaults?: EstimateDefaults) => cars.map((car) => carEstimate(car, defaults)),
};
