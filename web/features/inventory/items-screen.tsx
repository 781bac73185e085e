import { PlaceholderScreen } from '../../components/ui/placeholder-screen.tsx';
import { useCurrentLocation } from '../../lib/use-current-location.ts';

export function ItemsScreen() {
  const location = useCurrentLocation();
  return (
    <PlaceholderScreen
      title="Items"
      description={`Add and edit the items ${location?.name ?? 'this location'} keeps in stock: units, categories, par levels and costs.`}
    />
  );
}
