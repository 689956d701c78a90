// The car feature's public entry: what other features may use (the finance calculator's fields, which
// the stand-alone calculator shares).
export { FINANCE_USE_EVENT, FREQUENCY_LABELS, FrequencyField, SliderField, termAndRateSliders } from './FinanceCalculator.tsx';
