import type { Metadata } from "next";
import { notFound } from "next/navigation";
import styles from "@/components/account/account.module.css";
import { ReviewForm } from "@/components/reviews/review-form";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { fmt } from "@/lib/i18n/format";
import { pageMessages } from "@/lib/i18n/server";
import { localHref } from "@/lib/i18n/route";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { getProduct } from "@/lib/server/catalog/products";
import { myReview } from "@/lib/server/reviews/write";

// Rendered per request (the shopper's session): no static shell to check.
export const instant = false;

interface Props {
  params: Promise<{ lang: string; id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { m } = await pageMessages(params);
  return { title: m.reviews.write };
}

/**
 * /account/reviews/<product id>: the review form of a product the shopper bought in a completed order (from My
 * Orders' order detail and the product page). Anyone else reads why they cannot review it.
 */
export default async function ReviewPage({ params }: Props) {
  const { lang, m } = await pageMessages(params);
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const auth = await requirePageSession(`/account/reviews/${id}`, lang);
  const product = await getProduct(Number(id));
  if (!product.ok) notFound();
  const state = await myReview(auth.userId, product.data.id);
  const t = m.reviews;
  const href = `/product/${product.data.id}`;
  return (
    <>
      <h1 className={styles.heading}>{fmt(t.formTitle, { product: product.data.product_name })}</h1>
      {state.ok && state.data.can_review ? (
        <ClientMessages lang={lang} namespaces={["reviews"]}>
          <ReviewForm
            product={{ id: product.data.id, name: product.data.product_name, href }}
            initial={state.data.review}
          />
        </ClientMessages>
      ) : (
        <p>
          {t.notBuyer} <a href={localHref(lang, href)}>{t.back}</a>
        </p>
      )}
    </>
  );
}
