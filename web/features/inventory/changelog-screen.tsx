import { PlaceholderScreen } from '../../components/ui/placeholder-screen.tsx';
import { useCurrentLocation } from '../../lib/use-current-location.ts';

export function ChangelogScreen() {
  const location = useCurrentLocation();
  return (
    <PlaceholderScreen
      title="Change log"
      description={`Every stock change at ${location?.name ?? 'this location'} will be listed here: who changed what, when and why.`}
    />
  );
}
