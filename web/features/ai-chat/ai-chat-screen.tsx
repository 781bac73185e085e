import { PlaceholderScreen } from '../../components/ui/placeholder-screen.tsx';
import { useCurrentLocation } from '../../lib/use-current-location.ts';

export function AiChatScreen() {
  const location = useCurrentLocation();
  return (
    <PlaceholderScreen
      title="AI chat"
      description={`Ask questions about the stock, orders and recipes of ${location?.name ?? 'this location'} and get answers from its data.`}
    />
  );
}
