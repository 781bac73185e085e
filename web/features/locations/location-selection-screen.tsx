import { ChevronRight, KeyRound, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { PlaceholderScreen } from '../../components/ui/placeholder-screen.tsx';
import { useAuthStore } from '../../lib/stores/auth.ts';

export function LocationSelectionScreen() {
  const locations = useAuthStore((state) => state.locations);
  return (
    <PlaceholderScreen
      title="Your locations"
      description={
        locations.length > 0
          ? 'Choose the venue to work in.'
          : 'You are not part of any location yet. Add your venue, or join a team with an invite code.'
      }
    >
      {locations.length > 0 && (
        <ul className="flex flex-col gap-2">
          {locations.map((ref) => (
            <li key={ref.id}>
              <Link
                to={`/dashboard/${ref.id}`}
                className="flex min-h-14 items-center justify-between gap-3 rounded-xl border border-border bg-surface px-4 text-fg no-underline hover:bg-surface-hover"
              >
                <span className="flex flex-col">
                  <span className="font-medium">{ref.name}</span>
                  <span className="text-sm text-muted capitalize">{ref.role}</span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 text-muted" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        <Link to="/add-location" className={buttonClass('primary')}>
          <Plus aria-hidden="true" className="size-4" />
          Add a location
        </Link>
        <Link to="/join-location" className={buttonClass('secondary')}>
          <KeyRound aria-hidden="true" className="size-4" />
          Join with an invite code
        </Link>
      </div>
    </PlaceholderScreen>
  );
}
