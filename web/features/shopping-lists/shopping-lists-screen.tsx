import { PlaceholderScreen } from '../../components/ui/placeholder-screen.tsx';
import { useCurrentLocation } from '../../lib/use-current-location.ts';

export function ShoppingListsScreen() {
  const location = useCurrentLocation();
  return (
    <PlaceholderScreen
      title="Shopping lists"
      description={`Build orders for ${location?.name ?? 'this location'} from what is below par, send them to vendors and receive deliveries.`}
    />
  );
}
