import { LogOut, Menu as MenuIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { i18n } from '../lib/i18n';
import { isStaffUser } from '../lib/locale-choice';
import { LanguageSwitch } from './language-switch';
import { useContent } from '../api/content';
import { type StoredUser, useStoredUser } from '../lib/auth-store';
import { signOut } from '../lib/sign-out';
import { cn } from './ui/cn';
import { MenuButton } from './ui/menu-button';
import { toast } from './ui/use-toast';

interface NavLink {
  href: string;
  label: string;
}

/** The pages a person may open from anywhere, by role (DESIGN.md "Roles and the admin area"). */
export function navLinksFor(user: StoredUser | null): NavLink[] {
  if (!user) return [];
  if (user.role === 'staff' || user.role === 'admin') {
    return [
      { href: '/', label: i18n.t('header.newClaim') },
      { href: '/admin', label: i18n.t('header.adminPanel') },
      { href: '/admin/claims', label: i18n.t('header.claims') },
      { href: '/admin/assignment-generator', label: i18n.t('header.generator') },
    ];
  }
  return [
    { href: '/', label: i18n.t('header.newClaim') },
    { href: '/my-claims', label: i18n.t('header.myClaims') },
  ];
}

const isCurrent = (location: string, href: string) => location === href;

/** Logout: ends the session on the server, clears the stored user and the draft, back to /login. */
export function useLogout(): () => Promise<void> {
  const [, navigate] = useLocation();
  return async () => {
    await signOut();
    navigate('/login');
    toast({ title: i18n.t('header.loggedOut') });
  };
}

export function LogoutButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <button
      type="button"
      onClick={() => void logout()}
      className={cn(
        'inline-flex h-9 items-center gap-1 rounded-md border border-slate-300 bg-white px-2 text-sm font-medium text-slate-800 hover:bg-slate-50',
        className,
      )}
    >
      <LogOut className="h-4 w-4" aria-hidden /> <span className="sr-only sm:not-sr-only">{t('header.logout')}</span>
    </button>
  );
}

/**
 * The header of every signed-in page: the firm, the pages of the person's role, who is signed in
 * (name and username: the username is what they sign in with) and Logout. Below laptop width the page
 * links fold into a menu headed by the username; on a phone the menu and Logout show their icons only
 * (the words stay for screen readers), so the firm's name fits without being cut and nothing scrolls sideways.
 */
export function AppHeader() {
  const { t } = useTranslation();
  const content = useContent();
  const user = useStoredUser();
  const [location, navigate] = useLocation();
  const links = navLinksFor(user);

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-3 py-2 sm:px-6">
        <Link href="/" className="min-w-0 font-bold leading-tight text-slate-900 sm:truncate">
          {t('common.portalName', { firm: content.firmName })}
        </Link>
        <div className="flex shrink-0 items-center gap-2">
          <nav aria-label={t('header.main')} className="hidden items-center gap-1 lg:flex">
            {links.map((l) => (
              <Link
                key={l.href}
                href={l.href}
                aria-current={isCurrent(location, l.href) ? 'page' : undefined}
                className={cn(
                  'rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100',
                  isCurrent(location, l.href) && 'bg-slate-100 text-slate-900',
                )}
              >
                {l.label}
              </Link>
            ))}
          </nav>
          {user && (
            <span className="hidden max-w-48 flex-col text-right text-sm leading-tight text-slate-600 lg:flex">
              <span className="sr-only">{t('header.signedInAs')} </span>
              {user.fullName && <span className="truncate">{user.fullName}</span>}
              <span className="truncate font-mono text-xs text-slate-700" title={t('header.usernameTitle')}>
                {user.username}
              </span>
            </span>
          )}
          {links.length > 0 && (
            <MenuButton
              entries={links.map((l) => ({ label: l.label, onSelect: () => navigate(l.href) }))}
              heading={
                user && (
                  <>
                    {t('header.signedInAs')} <strong className="font-mono text-slate-900">{user.username}</strong>
                  </>
                )
              }
              className="inline-flex h-9 items-center gap-1 rounded-md border border-slate-300 bg-white px-2 text-sm font-medium text-slate-800 hover:bg-slate-50 lg:hidden"
            >
              <MenuIcon className="h-4 w-4" aria-hidden /> <span className="sr-only sm:not-sr-only">{t('header.menu')}</span>
            </MenuButton>
          )}
          {!isStaffUser(user) && <LanguageSwitch />}
          <LogoutButton />
        </div>
      </div>
    </header>
  );
}
