/** Tag `files`, HTTP side: request in, contract shape out (a PDF download's headers here); the rules are in service.ts. */
import type { GetFileContentParams } from '../../generated/model/getFileContentParams';
import type { ListFilesParams } from '../../generated/model/listFilesParams';
import type { UserFilePage } from '../../generated/model/userFilePage';
import type { UserFileResponse } from '../../generated/model/userFileResponse';
import { type Handler, serviceContext } from '../handler';
import * as service from './service';

type FileParams = { Params: { fileId: string } };

const listFiles: Handler<{ Querystring: ListFilesParams }, UserFilePage> = async (request) => service.listFiles(serviceContext(request), request.query);

const getFile: Handler<FileParams, UserFileResponse> = async (request) => ({
  data: await service.getFile(serviceContext(request), request.params.fileId),
});

/** RFC 6266: a plain ASCII fallback name plus the exact name in UTF-8. */
function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const getFileContent: Handler<FileParams & { Querystring: GetFileContentParams }, Buffer> = async (request, reply) => {
  const file = await service.getFileContent(serviceContext(request), request.params.fileId);
  reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition(request.query.disposition ?? 'inline', file.name))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  return Buffer.from(file.content);
};

export const filesHandlers = { listFiles, getFile, getFileContent };
