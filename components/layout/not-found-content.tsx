import Link from "next/link";
import { LABELS } from "@/lib/domain/messages";

/** The body of the 404 page: used by the site's not-found page and by the global 404 for unmatched URLs. */
export function NotFoundContent() {
  return (
    <main id="main" className="container" style={{ textAlign: "center", padding: "4rem 1rem" }}>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or is no longer available.</p>
      <Link href="/products" className="btn">{LABELS.continueShopping}</Link>
    </main>
  );
}
