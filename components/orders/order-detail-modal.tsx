"use client";

import type { ReactNode } from "react";
import { CartLineImage } from "@/components/cart/cart-line-image";
import { Modal } from "@/components/ui/modal";
import { dashIfEmpty, formatIDR, orderNumber } from "@/lib/domain/format";
import type { Order } from "@/lib/domain/order-types";
import { addressee, courierAndService, dateTimeOrDash, firstImage, fullAddress, isPickup, linePrice, orderTitle, shippingRowLabel, storeName } from "./order-view";
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

function ProductList({ order }: { order: Order }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Image</th>
            <th scope="col">Product Name</th>
            <th scope="col">Size</th>
            <th scope="col" className={styles.num}>Price</th>
            <th scope="col" className={styles.num}>Qty</th>
            <th scope="col" className={styles.num}>Total</th>
          </tr>
        </thead>
        <tbody>
          {order.sales_trx_details.map((line, i) => {
            const { price, struck } = linePrice(line);
            return (
              <tr key={`${line.product_name}-${line.size_code}-${i}`}>
                <td><CartLineImage src={firstImage(line)} alt={line.product_name} width={56} /></td>
                <td>{dashIfEmpty(line.product_name)}</td>
                <td>{dashIfEmpty(line.size_code)}</td>
                <td className={styles.num}>
                  {struck !== null ? <del className={styles.struck}>{formatIDR(struck)}</del> : null}
                  {formatIDR(price)}
                </td>
                <td className={styles.num}>{line.qty}</td>
                <td className={styles.num}>{formatIDR(line.subtotal)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={5}>{shippingRowLabel(order)}</th>
            <td className={styles.num}>{formatIDR(order.shipping_cost)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={5}>Grand Total</th>
            <td className={styles.num}><strong>{formatIDR(order.grand_total)}</strong></td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function shippingRows(order: Order): [string, ReactNode][] {
  if (isPickup(order)) {
    const rows: [string, ReactNode][] = [["Shipping Type", order.shipping_type], ["Pick Up Location", storeName(order)]];
    if (order.pickup_code?.trim()) rows.push(["Pick Up Code", <strong key="code">{order.pickup_code}</strong>]);
    return rows;
  }
  const rows: [string, ReactNode][] = [
    ["Shipping Type", order.shipping_type],
    ["Courier", courierAndService(order)],
    ["Shipping Cost", formatIDR(order.shipping_cost)],
    ["Recipient Name", order.address_recipient_name],
    ["Recipient Phone", order.address_recipient_phone],
    ["Address Label", order.address_label],
    ["Address", fullAddress(order)],
    ["Notes", order.shipping_notes],
  ];
  if (order.no_resi?.trim()) rows.push(["No. Resi", <strong key="resi">{order.no_resi}</strong>]);
  return rows;
}

/** The order detail modal (width 1000, no footer). */
export function OrderDetailModal({ order, onClose }: { order: Order | null; onClose: () => void }) {
  return (
    <Modal open={order !== null} title={order ? orderTitle(order) : ""} onClose={onClose} width={1000}>
      {order ? (
        <>
          <p className={styles.addressee}>{addressee(order)}</p>
          <Section id="detail-info" title="Order Information">
            <Facts rows={[["Order Number", orderNumber(order.trx_ref)], ["Order Date", dateTimeOrDash(order.trx_date)], ["Status", order.trx_status]]} />
          </Section>
          <Section id="detail-products" title="Product List">
            <ProductList order={order} />
          </Section>
          <Section id="detail-shipping" title="Shipping">
            <Facts rows={shippingRows(order)} />
          </Section>
          <Section id="detail-payment" title="Payment">
            <Facts
              rows={[
                ["Payment Status", order.payment_status_desc],
                ["Payment Channel", order.payment_channel],
                ["Due Date", dateTimeOrDash(order.payment_duedate)],
                ["Payment Date", dateTimeOrDash(order.payment_date)],
              ]}
            />
          </Section>
        </>
      ) : null}
    </Modal>
  );
}
