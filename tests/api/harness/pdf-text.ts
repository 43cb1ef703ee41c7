/**
 * The text a PDF shows, read back for assertions: each content stream is inflated
 * (FlateDecode) and the strings of its TJ/Tj operators are decoded (hex or literal, one
 * byte per character as the standard fonts encode them). One entry per text operator.
 */
import { inflateSync } from 'node:zlib';

const decodeHex = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').toString('latin1');
const decodeLiteral = (text: string) => text.replace(/\\([()\\])/g, '$1');

export function pdfTexts(pdf: Uint8Array): string[] {
  const source = Buffer.from(pdf).toString('latin1');
  const texts: string[] = [];
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const raw = Buffer.from(match[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const operator of content.matchAll(/\[((?:<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)|[-\d.\s])*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\))\s*Tj/g)) {
      const body = operator[1] ?? operator[2] ?? '';
      const parts = [...body.matchAll(/<([0-9a-fA-F\s]*)>|\(((?:\\.|[^\\)])*)\)/g)].map((part) => (part[1] !== undefined ? decodeHex(part[1]) : decodeLiteral(part[2] ?? '')));
      texts.push(parts.join(''));
    }
  }
  return texts;
}

/** Number of pages in the PDF's page tree. */
export function pdfPageCount(pdf: Uint8Array): number {
  return (Buffer.from(pdf).toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
}
