/** Share networks of spec section 9, with the real share addresses of each network (labels: product.share). */
export const SHARE_NETWORKS = ["whatsapp", "facebook", "instagram", "twitter", "pinterest", "email"] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export interface ShareTarget {
  /** Absolute address of the product page. */
  url: string;
  title: string;
  /** Absolute address of the product image (Pinterest pins it). */
  imageUrl: string | null;
  /** The shop's Instagram profile: Instagram has no web share address, so its button leads there. */
  instagramUrl: string | null;
  /** The shop's name, for the label of its Instagram link. */
  shopName: string;
}

export function shareLinks(target: ShareTarget): { network: ShareNetwork; href: string }[] {
  const url = encodeURIComponent(target.url);
  const text = encodeURIComponent(target.title);
  const links: { network: ShareNetwork; href: string }[] = [
    {
      network: "whatsapp",
      href: `https://api.whatsapp.com/send?text=${encodeURIComponent(`${target.title} ${target.url}`)}`,
    },
    { network: "facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { network: "instagram", href: target.instagramUrl ?? "https://www.instagram.com/" },
    { network: "twitter", href: `https://twitter.com/intent/tweet?url=${url}&text=${text}` },
    {
      network: "pinterest",
      href: `https://pinterest.com/pin/create/button/?url=${url}&description=${text}${target.imageUrl ? `&media=${encodeURIComponent(target.imageUrl)}` : ""}`,
    },
    { network: "email", href: `mailto:?subject=${text}&body=${encodeURIComponent(`${target.title}\n${target.url}`)}` },
  ];
  return links;
}
