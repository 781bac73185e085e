import { PlaceholderScreen } from '../../components/ui/placeholder-screen.tsx';

export function JoinLocationScreen() {
  return (
    <PlaceholderScreen
      title="Join a location"
      description="Enter the invite code a manager gave you to join their venue's team."
    />
  );
}
