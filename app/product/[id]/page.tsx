import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getProductCached } from "@/lib/server/catalog/cached";

export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

interface Props {
  params: Promise<{ id: string }>;
}

async function load(idParam: string) {
  const id = Number(idParam);
  if (!Number.isInteger(id) || id < 1) return null;
  const found = await getProductCached(id);
  return found.ok ? found.data : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await load((await params).id);
  return product ? { title: product.product_name, description: product.short_description } : {};
}

export default async function ProductPage({ params }: Props) {
  const product = await load((await params).id);
  if (!product) notFound();
  return (
    <main>
      <h1>{product.product_name}</h1>
      <p>{product.product_code}</p>
      <p>{product.short_description}</p>
    </main>
  );
}
