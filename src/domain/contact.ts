// A school's contact details (SPEC 5): the rules its web address and phone
// number follow, and the links they become. Apart from the form fields that
// check them (validation.ts), so that showing a school does not load the
// validation library.

/** SPEC 5: a URL starts with http:// or https:// and names something after it. */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+\S*$/i;

export function isWebAddress(value: string): boolean {
  return WEB_ADDRESS.test(value);
}

/** SPEC 5: an optional leading plus, then up to 16 digits; spaces between the digits group them and do not count. */
const PHONE = /^\+?\d(?: ?\d)*$/;
const PHONE_MAX_DIGITS = 16;

export function isPhoneNumber(value: string): boolean {
  return PHONE.test(value) && value.replace(/\D/g, '').length <= PHONE_MAX_DIGITS;
}

/** A stored web address as a link's href only when SPEC 5's rule admits it (http or https, never javascript: or data:); else none. */
export function webHref(address: string): string | undefined {
  return isWebAddress(address) ? address : undefined;
}

/** The phone number as a tel: link wants it (digits and the plus only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
