// fontkit ships no types; pdf-lib declares the one function it calls.
declare module 'fontkit' {
  import type { Fontkit } from '@pdfme/pdf-lib';
  export const create: Fontkit['create'];
}
