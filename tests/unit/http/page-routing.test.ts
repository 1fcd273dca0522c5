import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { config as proxyConfig } from '@/proxy';
import { isStrictPath } from '@/lib/server/http/csp';
import { isLocalizedPath } from '@/lib/i18n/route';
import { catalogueHeaderSource, languageRewrites, proxyMatcher } from '@/lib/server/http/page-routing';

/**
 * Where Next's router sends a request, with Next's own matchers, the way it applies beforeFiles rewrites: in order,
 * each rule on the path the rules before it made (they chain).
 */
function rewrite(pathname: string, cookie?: string, search: Record<string, string> = {}): string | null {
  const req = { headers: cookie ? { cookie } : {} } as Parameters<typeof matchHas>[0];
  let path = pathname;
  let query = false;
  for (const rule of languageRewrites()) {
    const params = getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(path);
    if (!params) continue;
    const hasParams = matchHas(req, search, rule.has, rule.missing);
    if (!hasParams) continue;
    const { parsedDestination } = prepareDestination({ appendParamsToQuery: true, destination: rule.destination, params: { ...params, ...hasParams }, query: {} });
    path = parsedDestination.pathname ?? path;
    query ||= Object.keys(parsedDestination.query).length > 0;
  }
  return path === pathname && !query ? null : `${path}${query ? '?' : ''}`;
}

const proxied = (pathname: string) => getPathMatch(proxyConfig.matcher[0], { strict: true })(pathname) !== false;

describe('page routing in the router, not the proxy', () => {
  it("keeps proxy.ts's literal matcher equal to the one computed from the strict pages and the languages", () => {
    expect(proxyConfig.matcher).toEqual([proxyMatcher()]);
  });

  it('sends each catalogue page to the tree of the cookie language, English without one, with no extra query', () => {
    expect(rewrite('/')).toBe('/en');
    expect(rewrite('/', 'lang=fr')).toBe('/fr');
    expect(rewrite('/products', 'a=1; lang=id', { size: 'M' })).toBe('/id/products');
    expect(rewrite('/product/18')).toBe('/en/product/18');
    expect(rewrite('/product/18', 'lang=xx')).toBe('/en/product/18');
    expect(rewrite('/shop/men', 'lang=fr')).toBe('/fr/shop/men');
    expect(rewrite('/faq')).toBe('/en/faq');
  });

  it('sends /products with only listing keys to its cached page, one path per normalised query, in the cookie language', () => {
    expect(rewrite('/products')).toBe('/en/products/cached/-/-/-/-/-/-');
    expect(rewrite('/products', 'lang=id', { sort: 'PRICE_ASC' })).toBe('/id/products/cached/-/-/-/-/PRICE_ASC/-');
    expect(rewrite('/products', undefined, { category_id: '3', category_sub_id: '12', group_id: '1', sale: '1', sort: 'NEWEST', search: 'kemeja batik' })).toBe(
      '/en/products/cached/3/12/1/1/NEWEST/kemeja batik',
    );
    // Keys that do not change the listing (a campaign's utm_source) keep the cached page.
    expect(rewrite('/products', 'lang=fr', { category_id: '9', utm_source: 'mail' })).toBe('/fr/products/cached/9/-/-/-/-/-');
  });

  it('leaves /products to its per-request page for a size, colour or price filter and for values the paths do not take', () => {
    expect(rewrite('/products', undefined, { size: 'M' })).toBe('/en/products');
    expect(rewrite('/products', 'lang=id', { category_id: '9', color: 'hitam' })).toBe('/id/products');
    expect(rewrite('/products', undefined, { category_id: 'abc' })).toBe('/en/products');
    expect(rewrite('/products', undefined, { sort: 'CHEAPEST' })).toBe('/en/products');
    expect(rewrite('/products', undefined, { search: 'kaos/oblong' })).toBe('/en/products');
  });

  it('sends the strict pages through the same rules: the proxy never rewrites (no network round trip)', () => {
    expect(rewrite('/cart')).toBe('/en/cart');
    expect(rewrite('/checkout', 'lang=id')).toBe('/id/checkout');
    expect(rewrite('/account/orders', 'lang=fr')).toBe('/fr/account/orders');
    expect(rewrite('/sign-in')).toBe('/en/sign-in');
    expect(rewrite('/dev/outbox/3')).toBe('/en/dev/outbox/3');
  });

  it('nests direct requests for an internal tree inside the chosen tree, where no page matches (a 404)', () => {
    expect(rewrite('/fr')).toBe('/en/fr');
    expect(rewrite('/fr/products')).toBe('/en/fr/products');
    expect(rewrite('/en/product/1', 'lang=id')).toBe('/id/en/product/1');
    expect(rewrite('/france')).toBe('/en/france');
  });

  it('leaves route handlers, assets, files and the payment sandbox to others', () => {
    for (const path of ['/api/v1/products', '/_next/static/a.js', '/media/x.webp', '/robots.txt', '/icon.svg', '/bench-floor', '/payment-sandbox/pay']) {
      expect([path, rewrite(path)]).toEqual([path, null]);
    }
  });

  it('runs the proxy exactly on the strict pages and the internal trees', () => {
    for (const path of ['/cart', '/checkout/payment', '/account', '/account/orders', '/sign-in', '/payment-sandbox/x', '/fr', '/id/products']) {
      expect([path, proxied(path)]).toEqual([path, true]);
    }
    for (const path of ['/', '/products', '/product/18', '/faq', '/cartography', '/france', '/api/v1/cart']) {
      expect([path, proxied(path)]).toEqual([path, false]);
    }
  });

  it('covers every localized page with a rewrite, and nothing else', () => {
    const pages = ['/', '/products', '/product/5', '/stores', '/faq', '/tnc', '/hashtag/ootd', '/shop/men', '/cart', '/checkout', '/account/orders', '/sign-up', '/dev/mail'];
    for (const path of pages) {
      expect(isLocalizedPath(path)).toBe(true);
      const tree = path === '/' ? '/en' : path === '/products' ? '/products/cached/-/-/-/-/-/-' : path;
      expect([path, rewrite(path)?.endsWith(tree)]).toEqual([path, true]);
    }
    for (const path of ['/api/v1/cart', '/payment-sandbox', '/_next/image']) {
      expect([path, isLocalizedPath(path), rewrite(path)]).toEqual([path, false, null]);
    }
  });

  it('gives the catalogue policy header to every page the proxy does not answer, never to the API', () => {
    const headerFor = getPathMatch(catalogueHeaderSource(), { removeUnnamedParams: true, strict: true });
    for (const path of ['/', '/products', '/product/18', '/bench-floor', '/robots.txt']) expect([path, headerFor(path) !== false]).toEqual([path, true]);
    for (const path of ['/api/v1/products', '/cart', '/account/orders', '/fr/products', '/_next/static/a.js']) {
      expect([path, headerFor(path) !== false]).toEqual([path, false]);
      if (!path.startsWith('/api') && !path.startsWith('/_next')) expect([path, proxied(path) || isStrictPath(path)]).toEqual([path, true]);
    }
  });
});
