import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { Button, type ButtonSize } from '@/ui/button';

/**
 * An outline button that runs `download` (busy meanwhile), then toasts the success message it answers, or the
 * API error. The list's CSV export and the sales' server-side export share it.
 */
export const DownloadButton = ({
  download,
  label,
  busyLabel,
  size,
}: {
  download: () => Promise<string>;
  label: string;
  busyLabel: string;
  size?: ButtonSize;
}) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      toastSuccess(await download());
    } catch (error) {
      toastApiError(t, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      icon={<Download className="size-4" />}
      loading={busy}
      loadingText={busyLabel}
      onClick={() => void run()}
    >
      {label}
    </Button>
  );
};
