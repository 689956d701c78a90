// Spec §9 sales counter (the group site's home): the month's figure on Brisbane's clock
// (src/domain/sales-counter.ts), as the server rendered it at the page's time, then refreshed every
// 150 s while the page is open.
import { useEffect, useState } from 'react';
import { groupDigits } from '../../domain/number-format.ts';
import { salesCount, SALES_COUNTER_REFRESH_MS } from '../../domain/sales-counter.ts';

export function SalesCounter({ at }: { at: number }) {
  const [count, setCount] = useState(() => salesCount(at));
  useEffect(() => {
    const timer = setInterval(() => setCount(salesCount(Date.now())), SALES_COUNTER_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <section className="sales-counter" aria-labelledby="sales-counter-title">
      <h2 id="sales-counter-title">Vehicles sold this month</h2>
      <p className="sales-counter-value" data-testid="sales-counter">
        {groupDigits(count)}
      </p>
      <p className="sales-counter-note">Across our dealerships, and counting.</p>
    </section>
  );
}
