import { FAQ_TAB_LABELS } from "@/lib/domain/content/faq-tabs";
import { ONLINE_DELIVERY_TITLES as DELIVERY, PICKUP_TITLES as PICKUP } from "@/lib/domain/content/how-to";
import { POLICY } from "@/lib/domain/content/policy";
import { LABELS } from "@/lib/domain/messages";

/**
 * The information pages: stores, the two how-to pages, FAQ, terms, hashtag gallery. The FAQ answers and the terms
 * themselves are not in the catalogues: they are in lib/content, in Bahasa Indonesia whatever the language (the
 * terms page keeps its Indonesian title for that reason).
 */
export const info = {
  pages: {
    stores: {
      title: "Stores",
      description: `Our showrooms by region: address, phone number and map. Open ${POLICY.storeHours}.`,
    },
    onlineDelivery: {
      title: "Online Delivery",
      description:
        "How to shop with delivery to your address: checkout, shipping address, choice of courier and package delivery.",
    },
    pickupOnStore: {
      title: "Store Pickup",
      description:
        "How to shop and collect your order in a store: checkout, choose a store, payment, and pickup at the store.",
    },
    faq: {
      title: "FAQ",
      description:
        "Frequently asked questions about accounts, the cart, shipping, payment, returns and customer service.",
    },
    tnc: {
      title: "Syarat dan Ketentuan",
      description:
        "Syarat dan ketentuan belanja: pesanan, pembayaran, pengiriman, ambil di toko, dan pengembalian barang.",
    },
    hashtag: {
      title: "Hashtag Gallery",
      description: "Our customers' style photos from Instagram: tag your outfit of the day and appear in our gallery.",
    },
  },
  stores: {
    heading: "Stores",
    lead: "Our stores are open {hours}.",
    onlineDelivery: { title: "Online Delivery", subtitle: "from the nearest shop" },
    storePickup: { title: "Store Pickup", subtitle: "for quicker order" },
    viewOnMaps: LABELS.viewOnMaps,
    newTab: "({name}, opens in a new tab)",
  },
  howTo: {
    related: "Related pages",
    shopNow: "Shop Now",
    stores: "Stores",
    onlineDelivery: {
      lead: "Shop from anywhere; your package is sent from the nearest shop to your address.",
      other: "How Store Pickup works",
      steps: {
        checkout: {
          title: DELIVERY.checkout,
          text: "Put the products you like in your cart, open the cart page, go on to checkout and choose Online Delivery.",
        },
        shippingAddress: {
          title: DELIVERY.shippingAddress,
          text: "Pick an address saved in your account, or fill in a shipping address and your email when you shop as a guest.",
        },
        shippingCourier: {
          title: DELIVERY.shippingCourier,
          text: "Choose the nearest shipping store, then the courier service that suits you. The shipping cost and estimated arrival are shown before you pay.",
        },
        packageDelivery: {
          title: DELIVERY.packageDelivery,
          text: `Once your payment succeeds, the package is processed within ${POLICY.processingHours} hours. Follow it with Order Tracking on the My Orders page.`,
        },
      },
    },
    pickupOnStore: {
      lead: "Order online and collect at the store of your choice, with no shipping cost.",
      other: "How Online Delivery works",
      steps: {
        checkout: {
          title: PICKUP.checkout,
          text: "Put the products you like in your cart, open the cart page, go on to checkout and choose Store Pickup.",
        },
        chooseStore: {
          title: PICKUP.chooseStore,
          text: "Choose the store where you want to collect your order. Products that store does not have are left out of the order summary.",
        },
        payment: {
          title: PICKUP.payment,
          text: `Click Go To Payment and pay by virtual account, internet banking, e-wallet or at a retail outlet within ${POLICY.unpaidHoldHours} hours.`,
        },
        purchaseSuccess: {
          title: PICKUP.purchaseSuccess,
          text: "Once your payment succeeds, the order appears in My Orders. Guest shoppers get a confirmation by email.",
        },
        pickupAtStore: {
          title: PICKUP.pickupAtStore,
          text: `Come to the store at least ${POLICY.pickupReadyHours} hour after payment, between ${POLICY.storeHours}, and show your order number and Pick Up Code.`,
        },
      },
    },
  },
  faq: {
    title: "Frequently Asked Questions",
    lead: "Answers to the questions we are asked most (in Bahasa Indonesia). Cannot find yours? Contact our customer service.",
    tabsLabel: "FAQ topics",
    tabs: FAQ_TAB_LABELS,
  },
  tnc: {
    title: "Syarat dan Ketentuan",
    lead: "Terms and Conditions",
    toc: "Daftar isi",
  },
  hashtag: {
    captionAlt: "{tag}: {caption}",
    photoAlt: "{tag} photo {index}",
  },
} as const;
