// Spec §1 group site: the banner of locations, brands and years, each figure counting up (§9: 1 s) when
// the banner comes into view. The server renders the figures themselves; the count starts from 0 only
// on screen (and not at all for a shopper who asked for reduced motion, as CountUp says).
import { useRef } from 'react';
import { groupDigits } from '../../domain/number-format.ts';
import { CountUp } from '../../ui/CountUp.tsx';
import { useSeen } from '../../perf/use-seen.ts';

export const STATS_COUNT_UP_MS = 1000;

export function StatsBanner({ stats }: { stats: readonly { label: string; value: number }[] }) {
  const banner = useRef<HTMLElement>(null);
  const counting = useSeen(banner);
  if (stats.length === 0) return null;
  return (
    <section ref={banner} className="stats-banner" aria-label="Our group in numbers">
      <ul>
        {stats.map((stat) => (
          <li key={stat.label}>
            <strong className="stats-value">
              {counting ? <CountUp value={stat.value} startAt={0} ms={STATS_COUNT_UP_MS} format={groupDigits} /> : groupDigits(stat.value)}
            </strong>
            <span className="stats-label">{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
