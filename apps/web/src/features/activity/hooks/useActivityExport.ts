import { useCallback, useState } from 'react';
import { env } from '../../../app/env';
import { activityCsv } from '../activity-csv';
import { fetchAllActivity } from '../activity-export';
import { fetchUserEventsPage } from '../queries';

/** Hands text to the browser as a file download. */
function downloadText(filename: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started from the URL by now; revoking it at once can cancel it in some browsers
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The CSV export: every event of the wallet, fetched page after page, then downloaded. */
export function useActivityExport() {
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<Error | null>(null);

  const exportCsv = useCallback(async () => {
    if (exporting) return;
    setExporting(true);
    setError(null);
    try {
      const rows = await fetchAllActivity((page, size) => fetchUserEventsPage(env.apiUrl, page, size));
      const day = new Date().toISOString().slice(0, 10);
      // the BOM makes spreadsheet apps read the file as UTF-8 (token names in any script)
      downloadText(`atoll-activity-${day}.csv`, `\ufeff${activityCsv(rows)}`, 'text/csv;charset=utf-8');
    } catch (failure) {
      setError(failure instanceof Error ? failure : new Error(String(failure)));
    } finally {
      setExporting(false);
    }
  }, [exporting]);

  return { exportCsv, exporting, error };
}
