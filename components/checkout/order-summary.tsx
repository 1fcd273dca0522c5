"use client";

import { useMoney } from "@/lib/i18n/client";
import { useErrorTemplates } from "@/lib/i18n/client-error-templates";
import { useLocalize } from "@/lib/i18n/client-errors";
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { checkShowroomStock, placeOrder, unpaidOrdersOf } from "@/lib/api/checkout";
import { handleApiError } from "@/lib/api/errors";
import type {
  AvailableShowroom,
  PaymentData,
  PaymentMethod,
  ShowroomStockAvailability,
} from "@/lib/domain/checkout/contract";
import { fulfilmentShowroomId } from "@/lib/domain/checkout/wizard";
import { MSG } from "@/lib/domain/messages";
import { grandTotal, promoDiscount } from "@/lib/domain/pricing";
import { useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import { useCheckoutStore } from "@/stores/checkout-store";
import { useConfirm } from "@/components/ui/use-confirm";
import styles from "./checkout.module.css";
import { StepActions } from "./step-actions";
import { loadGuestChecks } from "./guest-checks";
import { GuestEmailField } from "./guest-email-field";
import { PaymentForm } from "./payment-form";
import { PaymentMethods } from "./payment-methods";
import { PromoBox } from "./promo-box";
import { SummaryItems } from "./summary-items";
import { UnpaidOrders } from "./unpaid-orders";
import { WhatsAppOptIn } from "./whatsapp-opt-in";

interface Props {
  deviceId: string | null;
  signedIn: boolean;
  store: AvailableShowroom | null;
  /** How the shopper can pay on the provider's page, as its plug-in declares it (POST checkout). */
  paymentMethods: PaymentMethod[];
  /** Whether the shop offers order updates by WhatsApp (the channel is on). */
  whatsappUpdates?: boolean;
  onBack: () => void;
}

/** Step order-summary: the items this store holds, promo, shipping, discount, grand total and 'Go To Payment'. */
export function OrderSummary({ deviceId, signedIn, store, paymentMethods, whatsappUpdates, onBack }: Props) {
  const t = useMessages("checkout");
  const money = useMoney();
  const templates = useErrorTemplates();
  const localize = useLocalize();
  const { wizard, promo, guestEmail, guestAddress, pickupPhone } = useCheckoutStore();
  const showroomId = fulfilmentShowroomId(wizard);
  const [answer, setAnswer] = useState<ShowroomStockAvailability | null>(null);
  const [failed, setFailed] = useState(false);
  const [payment, setPayment] = useState<PaymentData | null>(null);
  const [busy, setBusy] = useState(false);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [unpaid, setUnpaid] = useState<string[]>([]);
  const [optIn, setOptIn] = useState(false);
  const { ask, dialog } = useConfirm();

  const load = useCallback(() => {
    void checkShowroomStock(deviceId, showroomId, {
      success: setAnswer,
      error: () => setFailed(true),
    });
  }, [deviceId, showroomId]);
  useEffect(load, [load]);
  const retry = () => {
    setFailed(false);
    setAnswer(null);
    load();
  };

  if (payment) return <PaymentForm payment={payment} />;
  if (failed) {
    return (
      <section className={styles.panel}>
        <p role="alert">{localize(MSG.checkout.availabilityFailed)}</p>
        <button type="button" className={styles.button} onClick={retry}>
          {t.retry}
        </button>
      </section>
    );
  }
  if (!answer) return <p className={styles.muted}>{t.loading}</p>;

  const availableQty = new Map(answer.cart_items_availability.map((a) => [a.id, a.qty]));
  const items = answer.cart_items.filter((i) => (availableQty.get(i.id) ?? 0) >= i.qty);
  const excluded = answer.cart_items.length - items.length;
  const delivery = wizard.shippingType === "ONLINE_DELIVERY";
  const shippingCost = delivery ? (wizard.shipping?.tariff ?? 0) : 0;
  const discount = promo ? promoDiscount(promo, { itemsSubtotal: answer.total_purchase, shippingCost }) : 0;
  const total = grandTotal({
    itemsSubtotal: answer.total_purchase,
    promoDiscount: discount,
    shippingCost,
    shippingType: wizard.shippingType ?? "PICKUP_ON_STORE",
  });

  const onPay = async () => {
    // A guest's email is checked here, not at the earlier steps (spec section 5: 'Please input your email address').
    const checks = signedIn ? null : await loadGuestChecks();
    if (!signedIn && !checks) {
      toast.error(localize(MSG.http.connectionFailed));
      return;
    }
    const emailMessage = checks ? checks.checkGuestEmail(guestEmail).message : null;
    setEmailError(emailMessage ?? undefined);
    if (emailMessage) {
      toast.error(localize(emailMessage));
      return;
    }
    if (!(await ask(localize(MSG.checkout.confirmPayment)))) return;
    setBusy(true);
    const s = wizard.shipping;
    void placeOrder(
      {
        local_device_id: deviceId,
        shipping_type: wizard.shippingType,
        showroom_id: showroomId,
        guest_email: signedIn ? "" : guestEmail,
        user_address_id: signedIn ? wizard.userAddressId : "",
        ...(delivery && !signedIn ? guestAddress : {}),
        ...(delivery ? {} : { address_recipient_phone: pickupPhone }),
        shipping_courier: s?.courier ?? "",
        shipping_service_name: s?.service ?? "",
        shipping_service_desc: s?.description ?? "",
        shipping_etd: s?.etd ?? "",
        shipping_cost: shippingCost,
        shipping_notes: s?.notes ?? "",
        promo_code: promo?.code ?? "",
        ...(whatsappUpdates && optIn ? { whatsapp_updates: true } : {}),
      },
      {
        // The wizard is cleared on /payment/response; clearing it here would unmount the form before it posts.
        success: (data) => setPayment(data.payment_data),
        // The pending-orders refusal names the shopper's own unpaid orders: they can be paid from here.
        error: (failure) => {
          setUnpaid(unpaidOrdersOf(failure));
          handleApiError(failure);
        },
        always: () => setBusy(false),
      },
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="summary-heading">
      <h2 id="summary-heading" className={styles.heading}>
        {t.summary.heading}
      </h2>
      {excluded > 0 && (
        <p className={styles.notice} role="status">
          {fmt(templates.excludedItems, { count: excluded })}
        </p>
      )}
      <SummaryItems items={items} />
      <PromoBox deviceId={deviceId} showroomId={showroomId} saving={discount} />
      {!signedIn && (
        <div className={styles.form}>
          <GuestEmailField error={emailError} />
          <p className={styles.muted}>{fmt(t.summary.confirmationTo, { email: guestEmail || "-" })}</p>
        </div>
      )}
      <dl className={styles.totals}>
        <dt>{t.summary.subtotal}</dt>
        <dd>{money(answer.items_subtotal)}</dd>
        {answer.bundle_discount > 0 && (
          <>
            <dt>{t.summary.bundle}</dt>
            <dd>-{money(answer.bundle_discount)}</dd>
          </>
        )}
        <dt>
          {delivery
            ? fmt(t.summary.shipping, {
                courier: wizard.shipping?.courier ?? "",
                service: wizard.shipping?.service ?? "",
              })
            : fmt(t.summary.selfPickup, { store: store?.showroom_name ?? "-" })}
        </dt>
        <dd>{delivery ? money(shippingCost) : t.summary.free}</dd>
        {discount > 0 && (
          <>
            <dt>{promo ? fmt(t.summary.discountCode, { code: promo.code }) : t.summary.discount}</dt>
            <dd>-{money(discount)}</dd>
          </>
        )}
        <dt className={styles.grand}>{t.summary.grandTotal}</dt>
        <dd className={styles.grand} data-testid="grand-total">
          {money(total)}
        </dd>
      </dl>
      {whatsappUpdates && <WhatsAppOptIn checked={optIn} onChange={setOptIn} pickup={!delivery} />}
      <PaymentMethods methods={paymentMethods} />
      <UnpaidOrders trxRefs={unpaid} />
      <StepActions
        onBack={onBack}
        onContinue={() => void onPay()}
        continueLabel={t.summary.goToPayment}
        continueDisabled={busy || items.length === 0}
      />
      {dialog}
    </section>
  );
}
