import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactElement, ReactNode } from 'react';

export interface MenuEntry {
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
  separatorBefore?: boolean;
}

const item = 'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

/** The Radix menu behind MenuButton; loaded on first use, so it opens at once. A heading, when given, is read-only text above the entries. */
export default function DropdownMenu({ trigger, entries, heading }: { trigger: ReactElement; entries: MenuEntry[]; heading?: ReactNode }) {
  return (
    <Menu.Root defaultOpen>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={6} className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
          {heading && (
            <>
              <Menu.Label className="px-3 py-2 text-sm text-slate-600">{heading}</Menu.Label>
              <Menu.Separator className="my-1 h-px bg-slate-200" />
            </>
          )}
          {entries.map((e) => [
            e.separatorBefore && <Menu.Separator key={`${e.label}-separator`} className="my-1 h-px bg-slate-200" />,
            <Menu.Item key={e.label} className={item} onSelect={e.onSelect}>
              {e.icon}
              {e.label}
            </Menu.Item>,
          ])}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
