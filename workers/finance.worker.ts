// The finance worker: repayments, calculator evaluation and per-car estimates (src/domain/finance.ts).
// Must not import React, the DOM, src/server or Node modules: only src/domain and ./finance-api.ts.
import { expose } from 'comlink';
import { financeApi } from './finance-api.ts';

const api = financeApi;
export type FinanceApi = typeof api;
expose(api);
