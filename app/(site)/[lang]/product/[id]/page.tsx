import type { Metadata } from "next";
import Image from "next/image";
import Link from "@/components/ui/local-link";
import { notFound } from "next/navigation";
import { listingHref } from "@/lib/domain/catalog/listing-href";
import { formatMoney } from "@/lib/domain/locale-money";
import { percentOffDetail } from "@/lib/domain/pricing";
import { fmt } from "@/lib/i18n/format";
import { pageMessages } from "@/lib/i18n/server";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageAlternates } from "@/lib/i18n/alternates";
import { localHref } from "@/lib/i18n/route";
import { getProduct } from "@/lib/server/catalog/products";
import { productPageReviews } from "@/lib/server/reviews/read";
import { listCategories } from "@/lib/server/catalog/categories";
import { absoluteUrl, siteUrl } from "@/lib/server/site-url";
import { getSiteChrome } from "@/lib/server/home/chrome";
import { BUILD_PLACEHOLDER_PARAM } from "@/lib/server/cache/build-placeholder";
import { coverImageUrl, toCardProduct } from "@/components/catalog/card-product";
import { ProductGallery } from "@/components/product/product-gallery";
import { ProductJsonLdScript } from "@/components/product/product-json-ld-script";
import { PurchasePanel } from "@/components/product/purchase-panel";
import { DeliverySlot } from "@/components/product/delivery-slot";
import { DeliveryPlaceholder } from "@/components/product/delivery-frame";
import { StyleSwatches } from "@/components/product/style-swatches";
import { RelatedProducts } from "@/components/product/related-products";
import { RecentlyViewedSlot } from "@/components/catalog/recently-viewed-slot";
import { ReviewsSection } from "@/components/product/reviews-section";
import { ShareButtons } from "@/components/product/share-buttons";
import { WhatsAppChatLink } from "@/components/product/whatsapp-chat-link";
import { PURCHASE_FORM_ID } from "@/components/product/purchase-form-id";
import { shopChatDigits } from "@/lib/server/messaging/chat-number";
import { SIZE_GUIDE_ID } from "@/components/product/size-guide-anchor";
import styles from "@/components/product/product-detail.module.css";
import { PageMain } from "@/components/layout/page-main";

/** The build's one placeholder param (a 404); every product page is rendered on first request, then kept (ISR). */
export function generateStaticParams() {
  return [{ id: BUILD_PLACEHOLDER_PARAM }];
}

interface Props {
  params: Promise<{ lang: string; id: string }>;
}

async function load(idParam: string) {
  if (!/^\d{1,9}$/.test(idParam)) return null;
  const found = await getProduct(Number(idParam));
  return found.ok ? found.data : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ lang, m }, product] = await Promise.all([pageMessages(params), params.then((p) => load(p.id))]);
  if (!product) return { title: m.product.meta.notFound };
  const path = `/product/${product.id}`;
  const image = coverImageUrl(product);
  return {
    title: product.product_name,
    description: product.short_description,
    alternates: pageAlternates(lang, path),
    openGraph: {
      type: "website",
      title: product.product_name,
      description: product.short_description,
      url: localHref(lang, path),
      images: image ? [image] : undefined,
    },
  };
}

export default async function ProductPage({ params }: Props) {
  const [{ lang, m }, product] = await Promise.all([pageMessages(params), params.then((p) => load(p.id))]);
  if (!product) notFound();
  const t = m.product;
  const [{ settings, shop }, categories, reviews] = await Promise.all([
    getSiteChrome(lang),
    listCategories(lang),
    productPageReviews(product.id),
  ]);
  // The breadcrumb names the category in the page's language (the product's own record holds the shop's name).
  const categoryName = categories.find((c) => c.id === product.category.id)?.name ?? product.category.name;
  const url = absoluteUrl(`/product/${product.id}`);
  const images = product.product_images.map((i) => i.image_url);
  const cover = coverImageUrl(product);
  const off = percentOffDetail(product.retail_price, product.grand_price);
  const categoryHref = listingHref({ category_id: product.category.id });
  // One object for the purchase panel and the JSON-LD: React's payload writes it once.
  const card = toCardProduct(product);
  const chatDigits = shopChatDigits(settings.whatsapp_url);
  const chatVars = {
    name: product.product_name,
    code: product.product_code,
    url: absoluteUrl(localHref(lang, `/product/${product.id}`)),
  };

  return (
    <PageMain className={`container ${styles.page}`}>
      <ProductJsonLdScript
        product={card}
        facts={{
          site: siteUrl(),
          sku: product.product_code,
          category: { name: categoryName, href: categoryHref },
          reviews,
        }}
      />
      <nav aria-label={t.breadcrumb} className={styles.crumbs}>
        <ol>
          <li>
            <Link href="/">{t.home}</Link>
          </li>
          <li>
            <Link href={categoryHref}>{categoryName}</Link>
          </li>
          <li aria-current="page">{product.product_name}</li>
        </ol>
      </nav>
      <div className={styles.layout}>
        <ProductGallery images={images} name={product.product_name} />
        <div className={styles.info}>
          <h1>{product.product_name}</h1>
          <p className={styles.code}>{fmt(t.code, { code: product.product_code })}</p>
          <p className={styles.price}>
            {off !== null ? (
              <>
                <s className="price-retail">
                  <span className="visually-hidden">{t.originalPrice} </span>
                  {formatMoney(product.retail_price, lang)}
                </s>
                <span className={styles.badge}>{fmt(t.percentOff, { off })}</span>
              </>
            ) : null}
            <strong>{formatMoney(product.grand_price, lang)}</strong>
          </p>
          <StyleSwatches
            productId={product.id}
            colours={product.colours}
            formId={PURCHASE_FORM_ID}
            lang={lang}
            t={t.colours}
          />
          <PurchasePanel product={card} sizeChartUrl={product.product_sizing?.size_chart_url} />
          <ClientMessages lang={lang} namespaces={["delivery", "account"]}>
            <DeliverySlot productId={product.id} formId={PURCHASE_FORM_ID}>
              <DeliveryPlaceholder t={m.delivery} notReady={m.common.notReady} />
            </DeliverySlot>
          </ClientMessages>
          {chatDigits ? (
            <WhatsAppChatLink
              digits={chatDigits}
              label={m.chat.chatButton}
              text={fmt(m.chat.chatTextNoSize, chatVars)}
              textWithSize={fmt(m.chat.chatText, chatVars)}
              formId={PURCHASE_FORM_ID}
            />
          ) : null}
          <div className={styles.description}>{product.detailed_description || product.short_description}</div>
          <ShareButtons
            target={{
              url,
              title: product.product_name,
              imageUrl: cover ? absoluteUrl(cover) : null,
              instagramUrl: settings.social_url,
              shopName: shop.name,
            }}
            t={t.share}
          />
        </div>
      </div>
      {product.product_sizing?.size_chart_url ? (
        <section id={SIZE_GUIDE_ID} className={styles.sizeGuide} aria-labelledby="size-guide-heading">
          <h2 id="size-guide-heading">{t.sizeGuide}</h2>
          <Image
            src={product.product_sizing.size_chart_url}
            alt={fmt(t.sizeGuideAlt, { name: product.product_name })}
            width={900}
            height={600}
            sizes="(max-width: 900px) 100vw, 900px"
          />
        </section>
      ) : null}
      <ClientMessages lang={lang} namespaces={["reviews"]}>
        <ReviewsSection productId={product.id} reviews={reviews} t={m.reviews} lang={lang} />
      </ClientMessages>
      {product.related_products.length > 0 ? (
        <section className={styles.related} aria-labelledby="related">
          <h2 id="related">{t.related}</h2>
          <RelatedProducts products={product.related_products.map(toCardProduct)} t={m.catalog} lang={lang} />
        </section>
      ) : null}
      <RecentlyViewedSlot current={product.id} />
    </PageMain>
  );
}
