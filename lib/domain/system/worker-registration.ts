/**
 * The service worker (app/serwist/sw.ts, compiled by scripts/build-worker.ts into public/serwist) and its registration: a tiny inline
 * script in the site layout that registers after the page's `load`, so neither is part of any page's first-load
 * script. The strict pages' CSP allows it by its hash (lib/server/http/csp.ts); a unit test keeps the hash in step.
 */
export const SERVICE_WORKER_URL = "/serwist/sw.js";

/**
 * Registers after `load`; after each navigation of the client router (the Navigation API's `navigatesuccess`, where
 * the browser has it) asks the worker to save the new address too, through Serwist's `CACHE_URLS` message: the
 * router fetches only its data (`_rsc`), which is never kept, so without this only full page loads would be saved.
 */
export const WORKER_REGISTRATION_SCRIPT = `if("serviceWorker"in navigator){addEventListener("load",function(){navigator.serviceWorker.register("${SERVICE_WORKER_URL}",{scope:"/"}).catch(function(){})});if(window.navigation)navigation.addEventListener("navigatesuccess",function(){var w=navigator.serviceWorker.controller;if(w)w.postMessage({type:"CACHE_URLS",payload:{urlsToCache:[location.href]}})})}`;

/** `'sha256-…'` of WORKER_REGISTRATION_SCRIPT, for script-src. */
export const WORKER_REGISTRATION_HASH = "'sha256-1izQr0ogG7u8SO2FYWbX66cipPGbJJz9dX5VS+vRvHc='";

/** The page each language's shopper gets offline when the page asked for was never saved: /offline, /id/offline, … */
export const OFFLINE_SEGMENT = "offline";

/**
 * The offline bar's question to the worker that controls its page (components/layout/offline-bar.tsx): was this
 * document answered with a saved copy because the network was too slow or failed (app/serwist/saved-page-strategy.ts)?
 * Sent with a MessagePort, on which the worker answers true or false.
 */
export const SAVED_COPY_QUESTION = "SAVED_COPY_SHOWN?";
