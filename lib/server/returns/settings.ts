import "server-only";
import { RETURN_POLICY } from "@/lib/domain/returns/policy";
import { settings } from "../config";

/** The returns' size limits and shipping refund bound (docs/configuration.md), read per call so tests may set them. */
export function returnSettings() {
  const s = settings();
  return {
    photoMaxBytes: s.RETURN_PHOTO_MAX_BYTES ?? RETURN_POLICY.photoMaxBytes,
    videoMaxBytes: s.RETURN_VIDEO_MAX_BYTES ?? RETURN_POLICY.videoMaxBytes,
    shippingRefundMax: s.RETURN_SHIPPING_REFUND_MAX ?? RETURN_POLICY.shippingRefundMax,
  };
}
