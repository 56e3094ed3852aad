/** Lower case without diacritics (ș and ş both become s): how searches and name matches compare text. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
