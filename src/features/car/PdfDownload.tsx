import { useState } from 'react';
import { track } from '../../platform/analytics.ts';

/** Spec §7 PDF download, saved as {slug}.pdf; 'Preparing...' meanwhile, an alert on failure. */
export function PdfDownload({ slug }: { slug: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const res = await fetch(`/api/cars/${slug}/pdf`);
      if (!res.ok) throw new Error(((await res.json().catch(() => null)) as { message?: string } | null)?.message ?? `The PDF could not be made (${res.status})`);
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = `${slug}.pdf`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      track('print', { slug, format: 'pdf' });
    } catch (error) {
      window.alert((error as Error).message);
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
