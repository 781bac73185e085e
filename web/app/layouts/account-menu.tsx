import { useStore } from '@nanostores/react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { CircleUser, ListChecks, LogOut, Settings, User } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { appMessages } from '#web/lib/i18n/locales/en/app.ts';
import { signOut } from '#web/lib/sign-out.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import {
  useCountOutbox,
  usePendingCountTotal,
  useRefusedCountTotal,
} from '#web/lib/stores/count-outbox.ts';
import { MENU_CONTENT, MENU_ITEM, MENU_LABEL, MENU_SEPARATOR } from './menu-styles.ts';

export function AccountMenu() {
  const t = useStore(appMessages);
  const user = useAuthStore((state) => state.user);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const unsent = usePendingCountTotal(user?.id);
  // Counts the server refused, still listed on the stock list: gone too once signed out.
  const refused = useRefusedCountTotal(user?.id);
  const [confirming, setConfirming] = useState(false);

  async function handleSignOut(): Promise<void> {
    setConfirming(false);
    // Signing out forgets what this phone holds of the person, counts not yet sent and counts
    // the server refused included.
    useCountOutbox.getState().clear();
    await signOut(queryClient);
    await navigate('/login', { replace: true });
  }

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={buttonClass('ghost', 'px-0')} aria-label={t.accountMenu}>
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
            {t.account}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={MENU_ITEM}>
          <Link to="/settings">
            <Settings aria-hidden="true" className="size-4" />
            {t.settings}
          </Link>
        </DropdownMenu.Item>
        {user?.is_admin && (
          <DropdownMenu.Item asChild className={MENU_ITEM}>
            <Link to="/admin/waiting-list">
              <ListChecks aria-hidden="true" className="size-4" />
              {t.waitingList}
            </Link>
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Separator className={MENU_SEPARATOR} />
        <DropdownMenu.Item
          className={MENU_ITEM}
          onSelect={() => (unsent + refused > 0 ? setConfirming(true) : void handleSignOut())}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {t.signOut}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
      {confirming && (
        <ModalDialog
          role="alertdialog"
          title={unsent > 0 ? t.unsentTitle : t.refusedTitle}
          onClose={() => setConfirming(false)}
        >
          {unsent > 0 && <p>{t.unsentText(unsent)}</p>}
          {refused > 0 && <p>{t.refusedText(refused)}</p>}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" data-autofocus onClick={() => setConfirming(false)}>
              {t.staySignedIn}
            </Button>
            <Button variant="danger" onClick={() => void handleSignOut()}>
              {t.signOutAnyway}
            </Button>
          </div>
        </ModalDialog>
      )}
    </DropdownMenu.Root>
  );
}
