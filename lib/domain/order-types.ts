/** Order payloads of GET user/orders (spec section 3: Order, Order line, Order tracking). Re-exported by types.ts. */
import type { ShippingType } from './constants';
import type { ProductImage } from './types';

export interface OrderLine {
  product_name: string;
  size_code: string;
  qty: number;
  retail_price: number;
  net_price: number;
  disc_percent: number;
  disc_nominal: number;
  subtotal: number;
  product_detail: { product_images: Pick<ProductImage, 'image_url'>[] };
}

export interface TrackingStatus {
  status: string;
  date_time: string;
  receiver_name: string | null;
}

export interface TrackingEntry extends TrackingStatus {
  city: string | null;
}

export interface OrderTracking {
  last_status: TrackingStatus | null;
  track_history: TrackingEntry[];
}

export interface Order {
  id: number;
  trx_ref: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  trx_date: string;
  trx_status: string;
  grand_total: number;
  shipping_type: ShippingType;
  shipping_courier: string | null;
  shipping_service_name: string | null;
  shipping_cost: number;
  shipping_notes: string | null;
  notes: string | null;
  no_resi: string | null;
  pickup_code: string | null;
  showroom: { showroom_name: string } | null;
  user: { name: string } | null;
  address_recipient_name: string | null;
  address_recipient_phone: string | null;
  address_label: string | null;
  address_street: string | null;
  address_subdistrict: string | null;
  address_city: string | null;
  address_province: string | null;
  payment_status_desc: string | null;
  payment_channel: string | null;
  payment_duedate: string | null;
  payment_date: string | null;
  sales_trx_details: OrderLine[];
  order_tracking: OrderTracking | null;
}
