import { useMutation } from '@tanstack/react-query';

import { getFileContent } from '@generated/api/files/files';
import type { UserFile } from '@generated/model/userFile';
import { toast } from '@/lib/toast';

/**
 * Downloads a file: the PDF is fetched through the authenticated client (a plain link could
 * not send the bearer token) and saved from a short-lived blob: URL under the file's name.
 */
export function useDownloadFile() {
  return useMutation({
    mutationFn: async (file: Pick<UserFile, 'id' | 'name'>) => {
      const blob = await getFileContent(file.id, { disposition: 'attachment' });
      const url = URL.createObjectURL(blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = file.name;
      document.body.append(link);
      link.click();
      link.remove();
      // The click has handed the blob to the browser's download; free it once that has started.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
    onError: (_error, file) => {
      toast.error(`${file.name} could not be downloaded. Please try again.`);
    },
  });
}
