/** 'tel:' address of a printed phone number: '+62 21 5140 2871' → 'tel:+622151402871'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
