/**
 * A fixed user file and its PDF content for the report viewer stories. Stories pass these
 * to the generated handlers (`getGetFileMockHandler`, `getGetFileContentMockHandler`).
 */
import type { UserFile } from '@generated/model/userFile';

export const portfolioReportFile: UserFile = {
  id: '5e0f0000-0000-4000-8000-000000000001',
  accountId: '100234',
  category: 'portfolio_report',
  name: 'Portfolio report October 2026.pdf',
  size: 48_213,
  createdDate: '2026-11-03T09:00:00Z',
  contentType: 'application/pdf',
  description: 'Northwind Foods - portfolio report, October 2026',
};

/** A one-page PDF, so the viewer has a real document to show. */
export function samplePdf(): Blob {
  const text = 'Northwind Foods - portfolio report, October 2026';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 60 760 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 60 760 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF`;
  return new Blob([body], { type: 'application/pdf' });
}

const file = (id: number, category: UserFile['category'], name: string, size: number, createdDate: string, accountId: string | null = '100234'): UserFile => ({
  id: `5e0f0000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  accountId,
  category,
  name,
  size,
  createdDate,
  contentType: 'application/pdf',
  description: null,
});

/** The files list: a month's worth of an account's files and market reports, newest first. */
export const accountFiles: UserFile[] = [
  file(11, 'market_report', 'Daily Market Report 2026-11-20.pdf', 2_214, '2026-11-20T17:30:00Z', null),
  file(12, 'market_report', 'Daily Market Report 2026-11-19.pdf', 2_190, '2026-11-19T17:30:00Z', null),
  file(13, 'invoice', 'Invoice summary.pdf', 1_032, '2026-10-11T16:00:00Z'),
  { ...portfolioReportFile, createdDate: '2026-10-30T18:00:00Z', size: 14_969 },
  file(14, 'portfolio_report', 'Portfolio report September 2026.pdf', 14_412, '2026-09-30T17:00:00Z'),
  file(15, 'portfolio_report', 'Portfolio report August 2026.pdf', 13_877, '2026-08-31T17:00:00Z'),
  file(16, 'contract', 'Flexible supply agreement.pdf', 1_187, '2026-01-04T16:00:00Z'),
];

/** Across a multi-company user's accounts: the second account's files too. */
export const multiAccountFiles: UserFile[] = [
  ...accountFiles.slice(0, 4),
  file(21, 'portfolio_report', 'Portfolio report October 2026.pdf', 15_102, '2026-10-30T18:00:00Z', '100235'),
  file(22, 'contract', 'Flexible supply agreement.pdf', 1_187, '2025-12-15T16:00:00Z', '100235'),
];
