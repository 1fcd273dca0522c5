import { WORKER_REGISTRATION_SCRIPT } from "@/lib/domain/system/worker-registration";

/**
 * Registers the service worker after the page's `load`, from an inline script of a few bytes: neither the worker nor
 * its registration is part of any page's first-load script (docs/adr/0009-offline.md).
 */
export function WorkerRegistration() {
  return <script dangerouslySetInnerHTML={{ __html: WORKER_REGISTRATION_SCRIPT }} />;
}
