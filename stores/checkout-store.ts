"use client";

/**
 * The checkout wizard's state, kept in sessionStorage under the key `checkout` so a reload keeps the shopper's
 * choices (and a new tab starts afresh). The moves themselves are the pure functions of lib/domain/checkout.
 */
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { Promo } from "@/lib/domain/checkout/contract";
import { emptyGuestAddress, patchGuestAddress, type GuestAddressDraft } from "@/lib/domain/checkout/guest-address";
import { initialWizard, sanitizeWizard, type Move, type WizardState } from "@/lib/domain/checkout/wizard";

export const CHECKOUT_STORAGE_KEY = "checkout";

interface CheckoutState {
  wizard: WizardState;
  guestAddress: GuestAddressDraft;
  guestEmail: string;
  /** A store pickup's phone, when the payment provider needs one (POST checkout's payment_requires). */
  pickupPhone: string;
  promo: Promo | null;
  /** The destination of a delivery: the chosen saved address's subdistrict, or the guest's. */
  savedAddressSubdistrictId: string | null;
  /** Applies a move; answers its message when the move is refused. */
  apply(move: (state: WizardState) => Move | WizardState): string | null;
  setGuestAddress(patch: Partial<GuestAddressDraft>): void;
  setGuestEmail(email: string): void;
  setPickupPhone(phone: string): void;
  setPromo(promo: Promo | null): void;
  setSavedAddressSubdistrict(id: string | null): void;
  reset(): void;
}

export const useCheckoutStore = create<CheckoutState>()(
  persist(
    (set, get) => ({
      wizard: initialWizard,
      guestAddress: emptyGuestAddress,
      guestEmail: "",
      pickupPhone: "",
      promo: null,
      savedAddressSubdistrictId: null,
      apply(move) {
        const out = move(get().wizard);
        if ("step" in out) {
          set({ wizard: out });
          return null;
        }
        if (!out.ok) return out.message;
        set({ wizard: out.state });
        return null;
      },
      setGuestAddress: (patch) => set((s) => ({ guestAddress: patchGuestAddress(s.guestAddress, patch) })),
      setGuestEmail: (guestEmail) => set({ guestEmail }),
      setPickupPhone: (pickupPhone) => set({ pickupPhone }),
      setPromo: (promo) => set({ promo }),
      setSavedAddressSubdistrict: (savedAddressSubdistrictId) => set({ savedAddressSubdistrictId }),
      reset: () => set({ wizard: initialWizard, promo: null }),
    }),
    {
      name: CHECKOUT_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      skipHydration: true,
      partialize: (s) => ({
        wizard: s.wizard,
        guestAddress: s.guestAddress,
        guestEmail: s.guestEmail,
        pickupPhone: s.pickupPhone,
        promo: s.promo,
        savedAddressSubdistrictId: s.savedAddressSubdistrictId,
      }),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<CheckoutState>;
        return {
          ...current,
          ...saved,
          wizard: sanitizeWizard(saved.wizard),
          guestAddress: { ...emptyGuestAddress, ...saved.guestAddress },
        };
      },
    },
  ),
);
