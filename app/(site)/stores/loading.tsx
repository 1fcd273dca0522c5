import { LABELS } from "@/lib/domain/messages";
import stores from "@/components/stores/stores.module.css";

export default function StoresLoading() {
  return (
    <main className={stores.loading} role="status" aria-live="polite">
      {LABELS.loadingShort}
    </main>
  );
}
