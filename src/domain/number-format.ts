// Figures the Australian way ('12,500', '$12,500', '$99.50'). Intl formatters are costly to build and
// a results page formats dozens of counts, prices and odometers on every answer, so each formatter is
// built once.
const whole = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A whole number with thousands separators. */
export const groupDigits = (n: number) => whole.format(n);

/** Dollars, with cents only when the amount has them. */
export const formatMoney = (amount: number) => `$${(amount % 1 === 0 ? whole : withCents).format(amount)}`;
