'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { endServerSession, getAccessToken } from '@/lib/api/storage';
import { MSG } from '@/lib/domain/messages';
import { useShopStore } from '@/stores/shop-store';
import styles from './account.module.css';

const LINKS = [
  { href: '/account', label: 'Account Information' },
  { href: '/account/orders', label: 'My Orders' },
  { href: '/account/wishlist', label: 'My Wishlist' },
  { href: '/account/shipping-address', label: 'Shipping Address' },
  { href: '/account/change-password', label: 'Change Password' },
] as const;

/** Spec section 2: confirm, revoke the session on the server (it clears the cookie), clear local storage. */
async function signOut(): Promise<boolean> {
  if (!window.confirm(MSG.account.confirmSignOut)) return false;
  // Forget the token first, so no call still in flight carries a revoked token (its 401 would end on the home page).
  const token = getAccessToken();
  useShopStore.getState().signOut();
  try {
    window.localStorage.clear();
  } catch {
    // Blocked storage holds nothing of ours.
  }
  await endServerSession(token);
  return true;
}

export function AccountMenu() {
  const pathname = usePathname();
  const router = useRouter();

  async function onSignOut() {
    if (!(await signOut())) return;
    router.replace('/sign-in');
    router.refresh();
  }

  return (
    <nav className={styles.menu} aria-label="Account">
      <ul>
        {LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href} aria-current={pathname === link.href ? 'page' : undefined} className={styles.menuLink}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={styles.menuLink} onClick={() => void onSignOut()}>
            Sign Out
          </button>
        </li>
      </ul>
    </nav>
  );
}
