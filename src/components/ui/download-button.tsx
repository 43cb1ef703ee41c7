import { useMutation } from '@tanstack/react-query';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

import { FileIcon } from '@/components/ui/icons';
import { apiErrorMessage } from '@/lib/api-error';
import { withReadableError } from '@/lib/api-error-download';
import { saveBlob } from '@/lib/save-file';
import { toast } from '@/lib/toast';

/**
 * 'Export CSV', 'Export Excel': the file is fetched through the authenticated client (the bearer
 * token and the view-as header go with it; reading is allowed in view-as) and saved under
 * `fileName`. While it downloads the button is disabled and says 'Exporting…'; a refusal shows
 * the server's message in a toast (`what` names the file: 'The Excel export failed. …').
 */
export function DownloadButton({
  label,
  what,
  fetchFile,
  fileName,
  disabled,
  size,
}: {
  label: string;
  what: string;
  fetchFile: () => Promise<Blob>;
  fileName: () => string;
  disabled?: boolean;
  size?: ButtonProps['size'];
}) {
  const download = useMutation({
    mutationFn: async () => {
      try {
        saveBlob(await fetchFile(), fileName());
      } catch (error) {
        throw await withReadableError(error);
      }
    },
    onError: (error) => {
      toast.error(`The ${what} export failed. ${apiErrorMessage(error) ?? 'Please try again later.'}`);
    },
  });
  return (
    <Button variant="outline-primary" size={size} className="d-inline-flex align-items-center gap-2" disabled={disabled || download.isPending} onClick={() => download.mutate()}>
      {download.isPending ? <Spinner animation="border" size="sm" aria-hidden="true" /> : <FileIcon size={18} />}
      {download.isPending ? 'Exporting…' : label}
    </Button>
  );
}
