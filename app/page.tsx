import Link from "next/link";
import { connection } from "next/server";
import { getHomePageCached } from "@/lib/server/catalog/cached";

export default async function HomePage() {
  await connection();
  const home = await getHomePageCached();
  return (
    <main>
      <h1>Storefront</h1>
      <section aria-labelledby="categories-heading">
        <h2 id="categories-heading">Categories</h2>
        <ul>
          {home.categories.map((category) => (
            <li key={category.id}>
              <Link href={`/products?category_id=${category.id}`}>{category.name}</Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
