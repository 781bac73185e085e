import { PlaceholderScreen } from '../../components/ui/placeholder-screen.tsx';
import { useCurrentLocation } from '../../lib/use-current-location.ts';

export function StocklistScreen() {
  const location = useCurrentLocation();
  return (
    <PlaceholderScreen
      title="Stock list"
      description={`Count the stock of ${location?.name ?? 'this location'} shelf by shelf, with par levels and quick quantity changes.`}
    />
  );
}
