"use client";

import type { ReactNode } from "react";
import { CartLineImage } from "@/components/cart/cart-line-image";
import { reviewHref } from "@/components/product/review-href";
import { ReturnsPanel } from "@/components/returns/returns-panel";
import Link from "@/components/ui/local-link";
import { Modal } from "@/components/ui/modal";
import { dashIfEmpty, orderNumber } from "@/lib/domain/display-text";
import type { Order } from "@/lib/domain/orders/contract";
import { ORDER_STATUS } from "@/lib/domain/order-status";
import { fmt } from "@/lib/i18n/format";
import { useLang, useMessages, useMoney } from "@/lib/i18n/client";
import {
  addressee,
  courierAndService,
  dateTimeOrDash,
  firstImage,
  fullAddress,
  isPickup,
  linePrice,
  orderTitle,
  paymentStateLabel,
  shippingRowLabel,
  shippingTypeLabel,
  statusLabel,
  storeName,
  type OrdersText,
} from "./order-view";
import styles from "./orders.module.css";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/** Label and value rows; every missing value shows '-'. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: "contents" }}>
          <dt>{label}</dt>
          <dd>{typeof value === "string" || value == null ? dashIfEmpty(value) : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProductList({ order, t }: { order: Order; t: OrdersText }) {
  const money = useMoney();
  // A completed order's buyer may review what it held (docs/reviews.md); the form says so to anyone else.
  const reviewable = order.trx_status === ORDER_STATUS.completed;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t.detail.image}</th>
            <th scope="col">{t.detail.productName}</th>
            <th scope="col">{t.detail.size}</th>
            <th scope="col" className={styles.num}>
              {t.detail.price}
            </th>
            <th scope="col" className={styles.num}>
              {t.detail.qty}
            </th>
            <th scope="col" className={styles.num}>
              {t.detail.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.sales_trx_details.map((line, i) => {
            const { price, struck } = linePrice(line);
            return (
              <tr key={`${line.product_name}-${line.size_code}-${i}`}>
                <td>
                  <CartLineImage src={firstImage(line)} alt={line.product_name} width={56} />
                </td>
                <td className={styles.name}>
                  {dashIfEmpty(line.product_name)}
                  {reviewable ? (
                    <>
                      {" "}
                      <Link href={reviewHref(line.product_detail.id)} className={styles.reviewLink}>
                        {fmt(t.detail.writeReview, { product: line.product_name })}
                      </Link>
                    </>
                  ) : null}
                </td>
                <td data-label={t.detail.size}>{dashIfEmpty(line.size_code)}</td>
                <td className={styles.num} data-label={t.detail.price}>
                  {struck !== null ? <del className={styles.struck}>{money(struck)}</del> : null}
                  {money(price)}
                </td>
                <td className={styles.num} data-label={t.detail.qty}>
                  {line.qty}
                </td>
                <td className={styles.num} data-label={t.detail.total}>
                  {money(line.subtotal)}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={5}>
              {shippingRowLabel(order, t)}
            </th>
            <td className={styles.num}>{money(order.shipping_cost)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={5}>
              {t.detail.grandTotal}
            </th>
            <td className={styles.num}>
              <strong>{money(order.grand_total)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function shippingRows(order: Order, t: OrdersText, money: (amount: number) => string): [string, ReactNode][] {
  const d = t.detail;
  const type = shippingTypeLabel(order.shipping_type, t);
  if (isPickup(order)) {
    const rows: [string, ReactNode][] = [
      [d.shippingType, type],
      [d.pickupLocation, storeName(order)],
    ];
    if (order.pickup_code?.trim()) rows.push([d.pickupCode, <strong key="code">{order.pickup_code}</strong>]);
    return rows;
  }
  const rows: [string, ReactNode][] = [
    [d.shippingType, type],
    [d.courier, courierAndService(order)],
    [d.shippingCost, money(order.shipping_cost)],
    [d.recipientName, order.address_recipient_name],
    [d.recipientPhone, order.address_recipient_phone],
    [d.addressLabel, order.address_label],
    [d.address, fullAddress(order)],
    [d.notes, order.shipping_notes],
  ];
  if (order.no_resi?.trim()) rows.push([d.resi, <strong key="resi">{order.no_resi}</strong>]);
  return rows;
}

/** The order detail modal (width 1000, no footer). */
export function OrderDetailModal({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const t = useMessages("orders");
  const r = useMessages("returns");
  const lang = useLang();
  const money = useMoney();
  const d = t.detail;
  return (
    <Modal open={order !== null} title={order ? orderTitle(order, t) : ""} onClose={onClose} width={1000}>
      {order ? (
        <>
          <p className={styles.addressee}>{addressee(order, t)}</p>
          <Section id="detail-info" title={d.info}>
            <Facts
              rows={[
                [d.orderNumber, orderNumber(order.trx_ref)],
                [d.orderDate, dateTimeOrDash(order.trx_date, lang)],
                [d.status, statusLabel(order.trx_status, t)],
                ...(order.received_at
                  ? [[r.receivedAt, dateTimeOrDash(order.received_at, lang)] as [string, string]]
                  : []),
              ]}
            />
          </Section>
          <Section id="detail-products" title={d.products}>
            <ProductList order={order} t={t} />
          </Section>
          <Section id="detail-shipping" title={d.shipping}>
            <Facts rows={shippingRows(order, t, money)} />
          </Section>
          <Section id="detail-payment" title={d.payment}>
            <Facts
              rows={[
                [d.paymentStatus, paymentStateLabel(order.payment_state, t)],
                [d.paymentChannel, order.payment_channel],
                [d.dueDate, dateTimeOrDash(order.payment_duedate, lang)],
                [d.paymentDate, dateTimeOrDash(order.payment_date, lang)],
              ]}
            />
          </Section>
          {order.received_at ? <ReturnsPanel trxRef={order.trx_ref} /> : null}
        </>
      ) : null}
    </Modal>
  );
}
