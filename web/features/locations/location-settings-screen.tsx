import { PlaceholderScreen } from '../../components/ui/placeholder-screen.tsx';
import { useCurrentLocation } from '../../lib/use-current-location.ts';

export function LocationSettingsScreen() {
  const location = useCurrentLocation();
  return (
    <PlaceholderScreen
      title="Location settings"
      description={`The name, currency and time zone of ${location?.name ?? 'this location'}, its team and its invite codes will be managed here.`}
    />
  );
}
