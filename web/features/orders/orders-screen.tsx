import { useStore } from '@nanostores/react';
import { ordersMessages } from '#web/lib/i18n/locales/en/orders.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/** §2: a placeholder showing exactly the text "Orders Page" (in English). */
export function OrdersScreen() {
  const t = useStore(ordersMessages);
  useDocumentTitle(t.title);
  return <h1 className="text-2xl font-semibold">{t.heading}</h1>;
}
