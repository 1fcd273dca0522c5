import { Spinner } from "@/components/ui/spinner";
import { LABELS } from "@/lib/domain/messages";

export default function Loading() {
  return (
    <main id="main" className="container">
      <Spinner label={LABELS.loading} />
    </main>
  );
}
