import { NotFoundContent } from "@/components/layout/not-found-content";

/** notFound() inside the site's pages (e.g. an unknown product): the styled 404 within the header and footer. */
export default function NotFound() {
  return <NotFoundContent />;
}
