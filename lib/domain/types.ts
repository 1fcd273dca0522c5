/** Payloads of the HTTP API (spec sections 3 and 7), with the spec's snake_case field names. */
import type { DirectDiscount, ProductImage, ProductSummary } from './catalog/contract';
import type { Gender, PromoCategory } from './constants';

export type { Order, OrderLine, OrderTracking, TrackingEntry, TrackingStatus } from './order-types';

export type { DirectDiscount, ProductImage, ProductSize } from './catalog/contract';
export type { ProductPromo } from './catalog/home-contract';

export interface Province {
  id: string;
  province_name: string;
}

export interface City {
  id: string;
  type: string;
  city_name: string;
}

export interface Subdistrict {
  id: string;
  subdistrict_name: string;
}

export interface UserAddress {
  id: number;
  label: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_zip: string;
  address_street: string;
  province_id: string;
  city_id: string;
  subdistrict_id: string;
  province_name?: string;
  city_name?: string;
  subdistrict_name?: string;
  notes: string;
  is_primary: 0 | 1;
}

export interface ShippingOption {
  courier: string;
  service: string;
  description: string;
  tariff: number;
  etd: string;
  notes: string;
}

export interface Promo {
  code: string;
  category: PromoCategory;
  disc_percent: number;
  disc_nominal: number;
  disc_max: number;
}

export interface PromoCodeResponse {
  promo: Promo;
  total_purchase: number;
}

export interface CartProductDetail {
  product_name: string;
  retail_price: number;
  net_price: number;
  direct_discount?: DirectDiscount;
  grand_price?: number;
  product_images: ProductImage[];
  group_id?: number;
  sub_group_id?: number | null;
}

export interface CartItem {
  id: number;
  qty: number;
  size_code: string;
  size_name: string;
  product_detail_id: number;
  product_detail: CartProductDetail;
}

export interface Cart {
  cart_items: CartItem[];
}

export interface CartItemAvailability {
  id: number;
  qty: number;
}

export interface Profile {
  name: string;
  email: string;
  gender: Gender;
}

export interface ProfileResponse {
  profile: Profile;
  newsletter_subscription: boolean;
}

export interface AuthResponse {
  access_token: string;
}

export interface MessageResponse {
  message: string;
}

export interface WishlistEntry {
  product_detail_id: number;
  product_detail?: ProductSummary;
}

/** Return parameters of the payment provider, sent to POST checkout-payment. */
export interface PaymentReturn {
  trx_id: string;
  merchant_id: string;
  merchant: string;
  bill_no: string;
  bill_ref: string;
  bill_total: string;
  payment_reff: string;
  payment_date: string;
  bank_user_name: string;
  status: string;
  signature: string;
}
