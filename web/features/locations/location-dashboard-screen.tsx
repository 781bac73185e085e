import { PlaceholderScreen } from '../../components/ui/placeholder-screen.tsx';
import { useCurrentLocation } from '../../lib/use-current-location.ts';

export function LocationDashboardScreen() {
  const location = useCurrentLocation();
  return (
    <PlaceholderScreen
      title="Dashboard"
      description={`An overview of ${location?.name ?? 'this location'} will come here: items below par, open orders and the latest counts.`}
    />
  );
}
