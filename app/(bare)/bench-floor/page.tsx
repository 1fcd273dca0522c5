import { notFound } from "next/navigation";
import { buildMode } from "@/lib/server/config";

/** The framework's floor for `npm run bench`: a static page with no client code of ours (a 404 in a live build). */
export default function BenchFloorPage() {
  if (buildMode() === "live") notFound();
  return (
    <main>
      <h1>Bench floor</h1>
      <p>A static page with no client code of ours: the script it loads is the framework&apos;s own.</p>
    </main>
  );
}
