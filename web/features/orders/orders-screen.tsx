import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { ordersMessages } from '#web/lib/i18n/locales/en/orders.ts';
import { useCurrentLocation } from '#web/lib/use-current-location.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

const LINK = 'inline-flex min-h-11 items-center font-medium text-link underline';

/**
 * §2: a page showing exactly the text "Orders Page" (in English) as its heading. Orders are
 * made from the shopping lists, so it leads on to the current location's lists (where each
 * list sent to a vendor is an order), or to adding a location when there is none.
 */
export function OrdersScreen() {
  const t = useStore(ordersMessages);
  const location = useCurrentLocation();
  useDocumentTitle(t.title);
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-semibold">{t.heading}</h1>
      <p className="text-muted">{t.intro}</p>
      {location ? (
        <Link className={LINK} to={`/dashboard/${location.id}/shopping-lists`}>
          {t.shoppingListsOf({ name: location.name })}
        </Link>
      ) : (
        <Link className={LINK} to="/add-location">
          {t.addLocation}
        </Link>
      )}
    </div>
  );
}
