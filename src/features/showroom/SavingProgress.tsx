/**
 * The showroom's saving progress: the browser's own progressbar role rather than react-aria's
 * ProgressBar, since the car and search pages that show it load no react-aria until a dialog or
 * section needs it. `valueText` is what a screen reader hears and the line shows after "Saving…".
 */
export function SavingProgress({ label, done, total, valueText }: { label: string; done: number; total: number; valueText: string }) {
  return (
    <div role="progressbar" className="showroom-progress" aria-label={label} aria-valuemin={0} aria-valuemax={total} aria-valuenow={done} aria-valuetext={valueText}>
      <span>Saving… {valueText}</span>
    </div>
  );
}
