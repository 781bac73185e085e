import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '../../components/ui/button.tsx';
import { PlaceholderScreen } from '../../components/ui/placeholder-screen.tsx';

export function WaitingListScreen() {
  return (
    <PlaceholderScreen
      title="Join the waiting list"
      description="Leave your email and venue name, and we will send you a sign-up link when a place opens."
    >
      <p>
        <Link to="/login" className={TEXT_LINK_CLASS}>
          Already have an account? Sign in
        </Link>
      </p>
    </PlaceholderScreen>
  );
}
