// Spin to win: the shopper spins the prize wheel (a button; the result is announced in a live
// region; with reduced motion the wheel stops at once), then claims the prize with the shared lead
// form, whose lead carries the prize (details.prize and the hidden field the dealer's CRM shows).
// One spin per visit: the result is kept for the tab, so reloading does not spin again.
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { drawPrize, SPIN_DURATION_MS, SPIN_MESSAGES, SPIN_PRIZES, wheelRotation } from '../../domain/lead-spin-to-win.ts';
import { LeadForm } from './LeadForm.tsx';
import './spin-to-win.css';

interface Spin {
  index: number;
  /** false while the wheel is still turning. */
  settled: boolean;
}

const KEY = 'forecourt-spin-to-win';

function storedSpin(): Spin | null {
  try {
    const index = Number(sessionStorage.getItem(KEY));
    return sessionStorage.getItem(KEY) !== null && SPIN_PRIZES[index] ? { index, settled: true } : null;
  } catch {
    return null;
  }
}

function keepSpin(index: number): void {
  try {
    sessionStorage.setItem(KEY, String(index));
  } catch {
    // No storage: the result lasts as long as the page.
  }
}

const randomFraction = () => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;

/** One slice of the wheel (viewBox centred on 0,0, radius 100), clockwise from the top. */
function Slice({ index, count }: { index: number; count: number }) {
  const angle = (2 * Math.PI) / count;
  const point = (a: number, r: number) => `${(r * Math.sin(a)).toFixed(2)} ${(-r * Math.cos(a)).toFixed(2)}`;
  const start = index * angle;
  const middle = ((index + 0.5) * 360) / count;
  return (
    <g>
      <path d={`M 0 0 L ${point(start, 98)} A 98 98 0 0 1 ${point(start + angle, 98)} Z`} className={`spin-slice spin-slice-${index % 3}`} />
      <text transform={`rotate(${middle}) translate(0 -62) rotate(90)`} className="spin-slice-text" textAnchor="middle" dominantBaseline="middle">
        {SPIN_PRIZES[index]!.wheel}
      </text>
    </g>
  );
}

export function SpinToWin() {
  const [spin, setSpin] = useState<Spin | null>(storedSpin);
  const prize = spin ? SPIN_PRIZES[spin.index]!.prize : null;

  useEffect(() => {
    if (!spin || spin.settled) return;
    const timer = setTimeout(() => setSpin({ ...spin, settled: true }), SPIN_DURATION_MS);
    return () => clearTimeout(timer);
  }, [spin]);

  const start = () => {
    const index = drawPrize(randomFraction());
    keepSpin(index);
    setSpin({ index, settled: matchMedia('(prefers-reduced-motion: reduce)').matches });
  };

  return (
    <div className="spin-to-win">
      <div className="spin-stage">
        <div className="spin-pointer" aria-hidden="true" />
        <svg
          className="spin-wheel"
          viewBox="-100 -100 200 200"
          role="img"
          aria-label={`Prize wheel: ${SPIN_PRIZES.map((p) => p.prize).join(', ')}`}
          style={{ transform: `rotate(${spin ? wheelRotation(spin.index) : 0}deg)`, transitionDuration: spin?.settled ? '0ms' : `${SPIN_DURATION_MS}ms` }}
        >
          {SPIN_PRIZES.map((p, i) => (
            <Slice key={p.prize} index={i} count={SPIN_PRIZES.length} />
          ))}
          <circle r="14" className="spin-hub" />
        </svg>
      </div>
      <Button className="button button-primary spin-button" onPress={start} isDisabled={spin !== null}>
        {spin === null ? 'Spin the Wheel' : spin.settled ? 'Spun' : 'Spinning…'}
      </Button>
      <p className="spin-result" role="status" aria-live="polite">
        {spin?.settled && prize ? SPIN_MESSAGES.won(prize) : spin ? 'Spinning…' : ''}
      </p>
      {spin?.settled && prize && (
        <section aria-labelledby="spin-claim">
          <h2 id="spin-claim">Claim your prize</h2>
          <LeadForm form="spin-to-win" car={null} submitLabel="Claim My Prize" initial={{ hidden: `Spin to Win prize: ${prize}` }} details={() => ({ prize })} />
        </section>
      )}
      <p className="lead-disclaimer">One spin per customer. Prizes apply to a vehicle purchased from us within 90 days, are not redeemable for cash and are confirmed by our team.</p>
    </div>
  );
}
