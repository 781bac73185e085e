import { PlaceholderScreen } from '../../components/ui/placeholder-screen.tsx';
import { useCurrentLocation } from '../../lib/use-current-location.ts';

export function RecipesScreen() {
  const location = useCurrentLocation();
  return (
    <PlaceholderScreen
      title="Recipes"
      description={`The recipes of ${location?.name ?? 'this location'} with their ingredients and what each portion costs.`}
    />
  );
}
