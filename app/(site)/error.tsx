"use client";

import Link from "next/link";

/** A page that failed to render: offer a retry instead of a blank screen. */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main" className="container" style={{ textAlign: "center", padding: "4rem 1rem" }}>
      <h1>Something went wrong</h1>
      <p>Please try again in a moment.</p>
      <p style={{ display: "flex", gap: "0.75rem", justifyContent: "center" }}>
        <button type="button" className="btn" onClick={reset}>Try again</button>
        <Link href="/" className="btn btn-outline">Home</Link>
      </p>
    </main>
  );
}
