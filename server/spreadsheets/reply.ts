/** The HTTP side of an .xlsx download (server/lib/xlsx.ts). */
import type { Readable } from 'node:stream';

import type { FastifyReply } from 'fastify';

import { XLSX_MEDIA_TYPE } from '../lib/xlsx';

/** Sends a streamed workbook as an attachment, never cached (the same headers as the CSV downloads). */
export function sendXlsx(reply: FastifyReply, fileName: string, body: Readable): FastifyReply {
  return reply
    .type(XLSX_MEDIA_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}
