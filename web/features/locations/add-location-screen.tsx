import { PlaceholderScreen } from '../../components/ui/placeholder-screen.tsx';

export function AddLocationScreen() {
  return (
    <PlaceholderScreen
      title="Add a location"
      description="Create another venue with its own stock, vendors, recipes and team; you will be its owner."
    />
  );
}
