import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { CircleUser, ListChecks, LogOut, Settings, User } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { signOut } from '../../lib/sign-out.ts';
import { useAuthStore } from '../../lib/stores/auth.ts';
import { MENU_CONTENT, MENU_ITEM, MENU_LABEL, MENU_SEPARATOR } from './menu-styles.ts';

export function AccountMenu() {
  const user = useAuthStore((state) => state.user);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function handleSignOut(): Promise<void> {
    await signOut(queryClient);
    await navigate('/login', { replace: true });
  }

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={buttonClass('ghost', 'px-0')} aria-label="Account menu">
        <CircleUser aria-hidden="true" className="size-6" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" sideOffset={6} className={MENU_CONTENT}>
        {user && (
          <DropdownMenu.Label className={MENU_LABEL}>
            <span className="block font-medium text-fg">{user.name}</span>
            <span className="block truncate">{user.email}</span>
          </DropdownMenu.Label>
        )}
        <DropdownMenu.Item asChild className={MENU_ITEM}>
          <Link to="/account">
            <User aria-hidden="true" className="size-4" />
            Account
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={MENU_ITEM}>
          <Link to="/settings">
            <Settings aria-hidden="true" className="size-4" />
            Settings
          </Link>
        </DropdownMenu.Item>
        {user?.is_admin && (
          <DropdownMenu.Item asChild className={MENU_ITEM}>
            <Link to="/admin/waiting-list">
              <ListChecks aria-hidden="true" className="size-4" />
              Waiting list
            </Link>
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Separator className={MENU_SEPARATOR} />
        <DropdownMenu.Item className={MENU_ITEM} onSelect={() => void handleSignOut()}>
          <LogOut aria-hidden="true" className="size-4" />
          Sign out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
