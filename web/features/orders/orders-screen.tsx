import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** §2: a placeholder showing exactly the text "Orders Page". */
export function OrdersScreen() {
  useDocumentTitle('Orders');
  return <h1 className="text-2xl font-semibold">Orders Page</h1>;
}
