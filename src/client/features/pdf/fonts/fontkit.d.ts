// fontkit ships no types; pdf-lib declares the one function it calls.
declare module 'fontkit' {
  import type { PDFDocument } from '@pdfme/pdf-lib';
  export const create: Parameters<PDFDocument['registerFontkit']>[0]['create'];
}
