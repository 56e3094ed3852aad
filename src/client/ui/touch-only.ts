/**
 * Whether the device has no fine pointer (a phone, a tablet without a mouse): there, focusing a text field
 * brings up the on-screen keyboard, which covers half of what a dialog shows. Read when a dialog opens.
 */
export function touchOnly(): boolean {
  return typeof window.matchMedia === 'function' && !window.matchMedia('(any-pointer: fine)').matches;
}
