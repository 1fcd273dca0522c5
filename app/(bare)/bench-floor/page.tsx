/** The framework's floor for `npm run bench`: a static page with no client code of ours. */
export default function BenchFloorPage() {
  return (
    <main>
      <h1>Bench floor</h1>
      <p>A static page with no client code of ours: the script it loads is the framework&apos;s own.</p>
    </main>
  );
}
