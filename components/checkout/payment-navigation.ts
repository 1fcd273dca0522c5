/** Opens the provider's payment page in this tab (one place, so the checkout's redirect can be observed in tests). */
export function openPaymentPage(url: string): void {
  window.location.assign(url);
}
