/**
 * WhatsApp: the order-update templates' bodies as submitted to Meta ({{1}}… are the template's parameters, filled in
 * order; docs/messaging.md lists them), the checkout opt-in, the account page's consent, and the product page's chat link.
 */
export const messaging = {
  templates: {
    order_placed: "Thank you for your order #{{1}} ({{2}}). Please pay it at {{4}} before {{3}} WIB.",
    order_paid: "We have received the payment of {{2}} for your order #{{1}}. We will tell you when it is on its way.",
    order_shipped: "Your order #{{1}} is on its way with {{2}}, waybill {{3}}. Follow it at {{4}} any time.",
    order_ready_for_pickup: "Your order #{{1}} is ready for pickup. Show the code {{2}} at {{3}}, open {{4}}.",
    order_completed: "Your order #{{1}} is complete. Thank you for shopping with us!",
    order_payment_expired:
      "The time to pay your order #{{1}} has run out: it is cancelled and nothing will be charged.",
    return_requested: "We have your return request for order #{{1}}. We will tell you when it has been reviewed.",
    return_approved:
      "Your return for order #{{1}} is approved. Send the item back as you chose; we will tell you when it arrives.",
    return_rejected: "Your return for order #{{1}} was not accepted: {{2}}. Contact customer service for help.",
    return_received: "The item you returned from order #{{1}} has arrived. We will tell you when the refund is made.",
    return_refunded: "We have refunded {{2}} for your return from order #{{1}}.",
  },
  /** The mail sent instead when a message cannot be delivered (the number is not on WhatsApp). */
  fallbackSubject: "Order #{number}: an update",
  optIn: "Send my order updates by WhatsApp",
  optInHint: "To the order's phone number. Reply STOP at any time to end them.",
  accountTitle: "WhatsApp order updates",
  accountNone: "You receive no order updates by WhatsApp.",
  accountActive: "Order updates go to {phone} on WhatsApp (since {date}).",
  withdraw: "Stop WhatsApp updates",
  withdrawn: "WhatsApp order updates are stopped.",
} as const;
