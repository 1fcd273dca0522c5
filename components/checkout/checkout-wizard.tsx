"use client";

import dynamic from "next/dynamic";
import { useLocalize } from "@/lib/i18n/client-errors";
import Link from "@/components/ui/local-link";
import { useEffect, useRef, useState } from "react";
import { useScrollToTopOn } from "@/components/ui/use-scroll-to-top";
import { checkCartAvailability, type ShippingDestination } from "@/lib/api/checkout";
import type { GuestAddressDraft } from "@/lib/domain/checkout/guest-address";
import { getAccessToken, getDeviceId, mayHoldCart } from "@/lib/api/storage";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import type { CartAvailability } from "@/lib/domain/checkout/contract";
import { back, chooseShippingType, CHECKOUT_STEPS } from "@/lib/domain/checkout/wizard";
import { useMessages } from "@/lib/i18n/client";
import type { ShownMessage } from "@/lib/i18n/localize";
import { useCheckoutStore } from "@/stores/checkout-store";
import styles from "./checkout.module.css";
import { ChooseShippingType } from "./choose-shipping-type";

// The first step comes with the page; the later ones are chunks of their own, fetched once the cart's availability
// has answered (the wizard shows nothing before), so the first paint and the hydration do not carry them.
const laterSteps = {
  address: () => import("./choose-address"),
  hub: () => import("./choose-hub"),
  shippingMethod: () => import("./choose-shipping-method"),
  showroom: () => import("./choose-showroom"),
  summary: () => import("./order-summary"),
};
const ChooseAddress = dynamic(() => import("./choose-address").then((m) => m.ChooseAddress), { ssr: false });
const ChooseHub = dynamic(() => import("./choose-hub").then((m) => m.ChooseHub), { ssr: false });
const ChooseShippingMethod = dynamic(() => import("./choose-shipping-method").then((m) => m.ChooseShippingMethod), {
  ssr: false,
});
const ChooseShowroom = dynamic(() => import("./choose-showroom").then((m) => m.ChooseShowroom), { ssr: false });
const OrderSummary = dynamic(() => import("./order-summary").then((m) => m.OrderSummary), { ssr: false });

/** Fetches every later step's chunk, so a step shows at once when the shopper reaches it (a failure waits for it). */
function fetchLaterSteps(): void {
  for (const load of Object.values(laterSteps)) load().catch(() => {});
}

/**
 * Where the courier quotes to: the chosen saved address (the server knows its destination) or the guest's typed
 * district and zip, with the courier's place the guest chose when the district holds several ('' before).
 */
function shippingDestination(
  signedIn: boolean,
  userAddressId: number | null,
  savedSubdistrict: string | null,
  guest: GuestAddressDraft,
): ShippingDestination | null {
  if (signedIn)
    return userAddressId != null && savedSubdistrict ? { subdistrictId: savedSubdistrict, userAddressId } : null;
  return guest.subdistrict_id
    ? {
        subdistrictId: guest.subdistrict_id,
        zip: guest.address_zip,
        courierDestinationId: guest.courier_destination_id,
      }
    : null;
}

interface Session {
  deviceId: string | null;
  signedIn: boolean;
}

/** The checkout wizard: restores the shopper's choices, loads where the cart is available, shows the current step. */
export function CheckoutWizard({ whatsappUpdates = false }: { whatsappUpdates?: boolean }) {
  const t = useMessages("checkout");
  const localize = useLocalize();
  const { wizard, apply, guestAddress, savedAddressSubdistrictId } = useCheckoutStore();
  const [session, setSession] = useState<Session | null>(null);
  const [availability, setAvailability] = useState<CartAvailability | null>(null);
  const [error, setError] = useState<ShownMessage | null>(null);
  const stepsRef = useRef<HTMLOListElement>(null);
  useScrollToTopOn(wizard.step, stepsRef);

  useEffect(() => {
    void Promise.resolve(useCheckoutStore.persist.rehydrate()).then(() => {
      if (!mayHoldCart()) {
        // The server's answer is known: a browser with no device id and no session has an empty cart.
        setError({ code: "checkout.cartEmpty", message: CHECKOUT_MSG.cartEmpty });
        return;
      }
      const next = { deviceId: getDeviceId(), signedIn: Boolean(getAccessToken()) };
      setSession(next);
      void checkCartAvailability(next.deviceId, {
        success: (answer) => {
          setAvailability(answer);
          fetchLaterSteps();
        },
        error: setError,
      });
    });
  }, []);

  if (error) {
    return (
      <div className={styles.panel}>
        <p role="alert">{localize(error)}</p>
        <Link href="/products">{t.continueShopping}</Link>
      </div>
    );
  }
  if (!session || !availability) return <p className={styles.muted}>{t.loading}</p>;

  const onBack = () => apply(back);
  const destination = shippingDestination(
    session.signedIn,
    wizard.userAddressId,
    savedAddressSubdistrictId,
    guestAddress,
  );
  const pickupStore =
    [...availability.available_stores, ...availability.partial_stores].find((s) => s.id === wizard.showroomId) ?? null;
  const visible = CHECKOUT_STEPS.filter((s) =>
    wizard.shippingType === "PICKUP_ON_STORE"
      ? !["choose-address", "choose-hub", "choose-shipping-method"].includes(s)
      : s !== "choose-showroom",
  );

  return (
    <>
      <ol ref={stepsRef} className={styles.steps} aria-label={t.steps.label}>
        {visible.map((s) => (
          <li
            key={s}
            className={s === wizard.step ? styles.stepActive : undefined}
            aria-current={s === wizard.step ? "step" : undefined}
          >
            <span>{t.steps[s]}</span>
          </li>
        ))}
      </ol>
      {wizard.step === "choose-shipping-type" && (
        <ChooseShippingType
          availability={availability}
          onChoose={(type) => apply((s) => chooseShippingType(s, type))}
        />
      )}
      {wizard.step === "choose-address" && <ChooseAddress signedIn={session.signedIn} onBack={onBack} />}
      {wizard.step === "choose-hub" && (
        <ChooseHub availability={availability} signedIn={session.signedIn} onBack={onBack} />
      )}
      {wizard.step === "choose-shipping-method" && (
        <ChooseShippingMethod deviceId={session.deviceId} destination={destination} onBack={onBack} />
      )}
      {wizard.step === "choose-showroom" && (
        <ChooseShowroom availability={availability} signedIn={session.signedIn} onBack={onBack} />
      )}
      {wizard.step === "order-summary" && (
        <OrderSummary
          deviceId={session.deviceId}
          signedIn={session.signedIn}
          store={pickupStore}
          paymentMethods={availability.payment_methods}
          whatsappUpdates={whatsappUpdates}
          onBack={onBack}
        />
      )}
    </>
  );
}
