/** Payloads of the checkout calls as the browser reads them (the checkout's own: lib/domain/checkout/contract.ts). */

export interface SavedAddress {
  id: number;
  label: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_zip: string;
  address_street: string;
  province_id: string;
  city_id: string;
  subdistrict_id: string;
  notes: string;
  is_primary: boolean | number;
}
