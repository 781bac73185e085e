import { ChefHat, ClipboardList, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { homePath, useAuthStore } from '../../lib/stores/auth.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const FEATURES = [
  {
    icon: ClipboardList,
    title: 'Count the back bar',
    text: 'Count stock on your phone, shelf by shelf, with par levels that show what is running low.',
  },
  {
    icon: ShoppingCart,
    title: 'Order what you need',
    text: 'Turn what is below par into shopping lists per vendor, send them and receive deliveries.',
  },
  {
    icon: ChefHat,
    title: 'Cost every recipe',
    text: 'Know what each cocktail and dish costs to make and what your menu earns.',
  },
];

export function LandingScreen() {
  useDocumentTitle('Stock and inventory for restaurants and bars');
  const status = useAuthStore((state) => state.status);
  const locations = useAuthStore((state) => state.locations);

  return (
    <div className="flex flex-col gap-10">
      <section className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">
          Stock and inventory for restaurants and bars
        </h1>
        <p className="max-w-2xl text-lg text-muted">
          Barback keeps your venue&apos;s stock in one place: the bartender counts, the manager
          orders, the chef costs the recipes — everyone sees the same numbers.
        </p>
        <div className="flex flex-wrap gap-3">
          {status === 'signed-in' ? (
            <Link to={homePath(locations)} className={buttonClass('primary')}>
              Go to your dashboard
            </Link>
          ) : (
            <>
              <Link to="/login" className={buttonClass('primary')}>
                Sign in
              </Link>
              <Link to="/register" className={buttonClass('secondary')}>
                Create an account
              </Link>
            </>
          )}
        </div>
      </section>
      <section aria-labelledby="what-it-does">
        <h2 id="what-it-does" className="mb-4 text-xl font-semibold">
          What Barback does
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-border bg-surface p-4">
              <Icon aria-hidden="true" className="mb-2 size-6 text-link" />
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
