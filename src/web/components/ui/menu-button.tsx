import { type ButtonHTMLAttributes, lazy, type ReactNode, Suspense, useState } from 'react';
import type { MenuEntry } from './dropdown-menu';

const loadMenu = () => import('./dropdown-menu');
const DropdownMenu = lazy(loadMenu);

/**
 * A menu button whose menu code (Radix, floating-ui) loads on first use instead of with the page:
 * the button is plain HTML until it is pressed, then the loaded menu takes its place, open.
 * Hovering or focusing the button starts the download early.
 */
export function MenuButton({
  children,
  entries,
  heading,
  ...buttonProps
}: { children: ReactNode; entries: MenuEntry[]; heading?: ReactNode } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'onClick'>) {
  const [used, setUsed] = useState(false);
  const button = (extra: ButtonHTMLAttributes<HTMLButtonElement>) => (
    <button type="button" aria-haspopup="menu" {...buttonProps} {...extra}>
      {children}
    </button>
  );
  if (!used) {
    const prefetch = () => void loadMenu();
    return button({ 'aria-expanded': false, onClick: () => setUsed(true), onPointerEnter: prefetch, onFocus: prefetch });
  }
  return (
    <Suspense fallback={button({ 'aria-expanded': false, 'aria-busy': true })}>
      <DropdownMenu trigger={button({})} entries={entries} heading={heading} />
    </Suspense>
  );
}
