import { useStore } from '@nanostores/react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown, KeyRound, MapPin, Plus } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '#web/components/ui/button.tsx';
import { appMessages } from '#web/lib/i18n/locales/en/app.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { rememberLocation } from '#web/lib/use-current-location.ts';
import { switchLocationPath } from './nav-items.ts';
import { MENU_CONTENT, MENU_ITEM, MENU_LABEL, MENU_SEPARATOR } from './menu-styles.ts';

/** Screens about the current location without its id in their path. */
const FOLLOWS_CURRENT = ['/location-settings'];

/**
 * Shows the current location; choosing another keeps the screen (items → items). On a screen
 * about the current location without its id in its path (/location-settings) the choice
 * becomes the current location and the screen stays.
 */
export function LocationSwitcher({ currentId }: { currentId: string | undefined }) {
  const t = useStore(appMessages);
  const locations = useAuthStore((state) => state.locations);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = locations.find((ref) => ref.id === currentId);

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={buttonClass(
          'secondary',
          'w-full max-w-56 min-w-0 justify-between px-3 sm:max-w-72',
        )}
        aria-label={current ? t.switchLocation({ name: current.name }) : t.chooseLocation}
      >
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate">{current?.name ?? t.locations}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start" sideOffset={6} className={MENU_CONTENT}>
        <DropdownMenu.Label className={MENU_LABEL}>{t.yourLocations}</DropdownMenu.Label>
        {locations.map((ref) => (
          <DropdownMenu.Item
            key={ref.id}
            className={MENU_ITEM}
            onSelect={() => {
              rememberLocation(ref.id);
              if (!FOLLOWS_CURRENT.includes(pathname)) {
                navigate(switchLocationPath(pathname, currentId, ref.id));
              }
            }}
          >
            <Check
              aria-hidden="true"
              className={ref.id === currentId ? 'size-4' : 'size-4 invisible'}
            />
            <span className="truncate">{ref.name}</span>
            {ref.id === currentId && <span className="sr-only">{t.current}</span>}
          </DropdownMenu.Item>
        ))}
        {locations.length > 0 && <DropdownMenu.Separator className={MENU_SEPARATOR} />}
        <DropdownMenu.Item asChild className={MENU_ITEM}>
          <Link to="/add-location">
            <Plus aria-hidden="true" className="size-4" />
            {t.addLocation}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={MENU_ITEM}>
          <Link to="/join-location">
            <KeyRound aria-hidden="true" className="size-4" />
            {t.joinWithCode}
          </Link>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
