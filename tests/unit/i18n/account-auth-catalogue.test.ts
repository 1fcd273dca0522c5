import { messagesFor } from '@/lib/i18n/catalogues';
import { LOCALES } from '@/lib/i18n/config';
import { RESET_LINK_INVALID } from '@/lib/domain/schemas/auth';
import { ACCOUNT_MSG } from '@/lib/server/account/messages';
import { AUTH_MSG } from '@/lib/server/auth/messages';
import { CROSS_SITE_MESSAGE } from '@/lib/server/http/origin';
import { INTERNAL_ERROR_MESSAGE } from '@/lib/server/http/respond';

describe('the account and auth catalogues', () => {
  it('keep the English texts of the pages and forms', () => {
    const { account, auth } = messagesFor('en');
    expect(auth.signIn.forgotPassword).toBe('Forgot Password?');
    expect(auth.signUp.haveAccount).toBe('Have account? Sign in.');
    expect(auth.fields.passwordConf).toBe('Password Confirmation');
    expect(auth.resetPassword.linkInvalid).toBe(RESET_LINK_INVALID);
    expect(account.menu.orders).toBe('My Orders');
    expect(account.menu.wishlist).toBe('My Wishlist');
    expect(account.addressForm.recipientZip).toBe('Recipient Zipcode');
  });

  it('translate every answer of the auth and account endpoints and form posts, keyed by its English text', () => {
    // The sign-in pages' form posts can also answer a refused cross-site post or an unexpected error.
    const formPosts = [CROSS_SITE_MESSAGE, INTERNAL_ERROR_MESSAGE];
    const english = [...new Set([...Object.values(AUTH_MSG), ...Object.values(ACCOUNT_MSG), ...formPosts])].sort();
    expect(Object.keys(messagesFor('en').account.api).sort()).toEqual(english);
    expect(Object.entries(messagesFor('en').account.api).every(([key, text]) => key === text)).toBe(true);
    for (const lang of LOCALES.filter((l) => l !== 'en')) {
      const api: Record<string, string> = messagesFor(lang).account.api;
      expect(english.filter((text) => !api[text] || api[text] === text)).toEqual([]);
    }
  });
});
