import { PlaceholderScreen } from '../../components/ui/placeholder-screen.tsx';
import { useCurrentLocation } from '../../lib/use-current-location.ts';

export function MenuScreen() {
  const location = useCurrentLocation();
  return (
    <PlaceholderScreen
      title="Menu"
      description={`The menu of ${location?.name ?? 'this location'} with prices, costs and margins per dish and drink.`}
    />
  );
}
