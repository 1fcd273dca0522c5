/** Payloads of the checkout calls as the browser reads them. */
import type { ShippingChoice } from './wizard';

export interface CheckoutStore {
  id: number;
  showroom_name: string;
  phone: string;
  address1: string;
  address2: string;
  address3: string;
  maps_url: string | null;
  is_hub: number;
  showroom_region_id: number;
  available_items: number;
  total_items: number;
}

export interface StoreRegion {
  id: number;
  region_name: string;
  showrooms: CheckoutStore[];
}

export interface CartAvailability {
  available_on_store: boolean;
  available_stores: CheckoutStore[];
  available_stores_by_region: StoreRegion[];
  available_online: boolean;
  available_stores_online: CheckoutStore[];
  available_stores_by_region_online: StoreRegion[];
  partial_stores: CheckoutStore[];
  partial_stores_online: CheckoutStore[];
}

export interface SummaryItem {
  id: number;
  product_detail_id: number;
  product_name: string;
  size_code: string;
  size_name: string;
  qty: number;
  retail_price: number;
  price: number;
  subtotal: number;
  image_url: string | null;
}

export interface ShowroomStockAnswer {
  cart_items_availability: { id: number; qty: number }[];
  cart_items: SummaryItem[];
  items_subtotal: number;
  bundle_discount: number;
  total_purchase: number;
}

export interface PromoAnswer {
  promo: { code: string; category: 'SHIPPING' | 'PRODUCT'; disc_percent: number; disc_nominal: number; disc_max: number };
  total_purchase: number;
}


/** POST checkout-payment: the order's state as the server knows it (dates 'YYYY-MM-DD HH:mm:ss' in WIB). */
export interface PaymentReturnAnswer {
  order_number: string;
  trx_status: string;
  grand_total: number;
  payment_status_desc: string | null;
  payment_duedate: string;
  can_pay: boolean;
  return_status: string;
}

export interface PaymentData {
  action_url: string;
  method: 'POST';
  fields: Record<string, string>;
}

export type ShippingOptionPayload = ShippingChoice;

export interface GuestAddressDraft {
  address_recipient_name: string;
  address_recipient_phone: string;
  address_zip: string;
  address_street: string;
  province_id: string;
  city_id: string;
  subdistrict_id: string;
  address_notes: string;
}

export const emptyGuestAddress: GuestAddressDraft = {
  address_recipient_name: '',
  address_recipient_phone: '',
  address_zip: '',
  address_street: '',
  province_id: '',
  city_id: '',
  subdistrict_id: '',
  address_notes: '',
};
