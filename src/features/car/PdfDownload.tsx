import { useState } from 'react';
import { getCarPdf } from '../../api/cars.ts';
import { ApiError } from '../../api/http.ts';
import { track } from '../../platform/analytics.ts';

/** Spec §7 PDF download, saved as {slug}.pdf; 'Preparing...' meanwhile, an alert on failure. */
export function PdfDownload({ slug }: { slug: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const url = URL.createObjectURL(await getCarPdf(slug));
      const a = document.createElement('a');
      a.href = url;
      a.download = `${slug}.pdf`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      track('print', { slug, format: 'pdf' });
    } catch (error) {
      const answered = error instanceof ApiError && error.status !== 0;
      window.alert(answered ? (error.serverMessage ?? `The PDF could not be made (${error.status})`) : (error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button button-small" onClick={download} disabled={busy}>
      {busy ? 'Preparing...' : 'Download PDF'}
    </button>
  );
}
