import { useStore } from '@nanostores/react';
import { ChefHat, ClipboardList, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button.tsx';
import { homePath, useAuthStore } from '#web/lib/stores/auth.ts';
import { landingMessages } from '#web/lib/i18n/locales/en/landing.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

const FEATURES = [
  { icon: ClipboardList, title: 'countTitle', text: 'countText' },
  { icon: ShoppingCart, title: 'orderTitle', text: 'orderText' },
  { icon: ChefHat, title: 'costTitle', text: 'costText' },
] as const;

export function LandingScreen() {
  const t = useStore(landingMessages);
  useDocumentTitle(t.title);
  const status = useAuthStore((state) => state.status);
  const locations = useAuthStore((state) => state.locations);

  return (
    <div className="flex flex-col gap-10">
      <section className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{t.title}</h1>
        <p className="max-w-2xl text-lg text-muted">{t.intro}</p>
        <div className="flex flex-wrap gap-3">
          {status === 'signed-in' ? (
            <Link to={homePath(locations)} className={buttonClass('primary')}>
              {t.dashboard}
            </Link>
          ) : (
            <>
              <Link to="/login" className={buttonClass('primary')}>
                {t.signIn}
              </Link>
              <Link to="/register" className={buttonClass('secondary')}>
                {t.createAccount}
              </Link>
            </>
          )}
        </div>
      </section>
      <section aria-labelledby="what-it-does">
        <h2 id="what-it-does" className="mb-4 text-xl font-semibold">
          {t.whatItDoes}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-border bg-surface p-4">
              <Icon aria-hidden="true" className="mb-2 size-6 text-link" />
              <h3 className="font-semibold">{t[title]}</h3>
              <p className="mt-1 text-muted">{t[text]}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
