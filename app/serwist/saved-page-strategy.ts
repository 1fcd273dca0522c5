/// <reference lib="webworker" />
import { Strategy, type StrategyHandler } from "serwist";
import { savedOrNetwork } from "@/lib/domain/system/saved-copy";

/** How many documents' answers the worker remembers for their offline bar's question (the newest ones). */
const REMEMBERED = 50;

/**
 * The saved pages' strategy (app/serwist/sw.ts, docs/adr/0009-offline.md): every view fetches the page to refresh
 * the saved copy; inside the catalogue's client window the copy answers at once, past it the network answers unless
 * it is slower than SAVED_PAGE_NETWORK_TIMEOUT_MS or fails, and then the copy does
 * (lib/domain/system/saved-copy.ts). Nothing saved and no network: the strategy fails, and its handlerDidError
 * plugin answers with the offline page.
 *
 * A document answered with a saved copy in place of the network is remembered by its client id, so its offline bar can
 * ask (`savedCopyShownTo`) and say that the page is the copy from the last visit while the shopper is online.
 */
export class SavedPageStrategy extends Strategy {
  private readonly savedCopyClients = new Set<string>();

  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const network = handler.fetchAndCachePut(request);
    void handler.waitUntil(network.catch(() => undefined));
    const saved = await handler.cacheMatch(request);
    const { response, savedCopy } = await savedOrNetwork(saved, network, Date.now());
    if (savedCopy) this.remember(handler.event);
    return response;
  }

  /** Whether the document with this client id was answered with a saved copy in place of the network. */
  savedCopyShownTo(clientId: string): boolean {
    return this.savedCopyClients.has(clientId);
  }

  private remember(event: ExtendableEvent): void {
    // A navigation's document is the client it results in; CACHE_URLS (a message) has none and is not remembered.
    const id = event instanceof FetchEvent ? event.resultingClientId || event.clientId : "";
    if (!id) return;
    this.savedCopyClients.add(id);
    for (const old of this.savedCopyClients) {
      if (this.savedCopyClients.size <= REMEMBERED) break;
      this.savedCopyClients.delete(old);
    }
  }
}
