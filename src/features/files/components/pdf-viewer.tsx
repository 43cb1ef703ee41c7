import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';

import { useGetFileContent } from '@generated/api/files/files';
import { FileIcon } from '@/components/ui/icons';
import { LoadingSpinner } from '@/components/ui/loading-spinner';

/**
 * The PDF itself, fetched through the authenticated client (a plain <iframe src> could
 * not send the bearer token) and shown from a blob: URL, with a Download button.
 * The URL lives only as long as the frame: it is made and revoked in one effect,
 * which writes it straight into the frame and the link.
 */
export function PdfViewer({ fileId, fileName, title }: { fileId: string; fileName: string; title: string }) {
  const content = useGetFileContent(fileId, { disposition: 'inline' });
  const frameRef = useRef<HTMLIFrameElement>(null);
  const downloadRef = useRef<HTMLAnchorElement>(null);
  const blob = content.data;

  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }));
    if (frameRef.current) frameRef.current.src = url;
    if (downloadRef.current) downloadRef.current.href = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);

  if (content.isError) {
    return (
      <Alert variant="danger" className="mb-0">
        The document could not be loaded. Please try again later.
      </Alert>
    );
  }
  if (!blob) return <LoadingSpinner label="Loading the document" visibleLabel centered />;
  return (
    <div className="d-flex flex-column gap-3">
      <div>
        <a ref={downloadRef} className="btn btn-primary d-inline-flex align-items-center gap-2" download={fileName}>
          <FileIcon size={18} />
          Download<span className="visually-hidden"> {fileName}</span>
        </a>
      </div>
      <iframe ref={frameRef} className="ml-pdf-frame" title={title} />
    </div>
  );
}
