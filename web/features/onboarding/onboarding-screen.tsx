import { PlaceholderScreen } from '../../components/ui/placeholder-screen.tsx';
import { useCurrentLocation } from '../../lib/use-current-location.ts';

export function OnboardingScreen() {
  const location = useCurrentLocation();
  return (
    <PlaceholderScreen
      title="Get started"
      description={`A few steps to set up ${location?.name ?? 'this location'}: your first items, vendors and team.`}
    />
  );
}
