import nextConfig from '@/next.config';

const LIGHTHOUSE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse';

describe('the bots Next renders blocking pages for', () => {
  const bots = nextConfig.htmlLimitedBots!;

  it('leave Lighthouse out: it measures the cached page shoppers get', () => {
    expect(bots.test(LIGHTHOUSE)).toBe(false);
  });

  it("keep Next's own list otherwise: crawlers and link previews", () => {
    for (const ua of ['Mozilla/5.0 (compatible; bingbot/2.0)', 'facebookexternalhit/1.1', 'Twitterbot/1.0', 'Mediapartners-Google', 'Slackbot-LinkExpanding 1.0']) {
      expect([ua, bots.test(ua)]).toEqual([ua, true]);
    }
    expect(bots.test('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36')).toBe(false);
  });
});
