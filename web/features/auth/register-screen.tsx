import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '../../components/ui/button.tsx';
import { PlaceholderScreen } from '../../components/ui/placeholder-screen.tsx';

export function RegisterScreen() {
  return (
    <PlaceholderScreen
      title="Create an account"
      description="Create your account and your first location, or join a team with an invite code."
    >
      <ul className="flex flex-wrap gap-x-6">
        <li>
          <Link to="/login" className={TEXT_LINK_CLASS}>
            Already have an account? Sign in
          </Link>
        </li>
        <li>
          <Link to="/waiting-list" className={TEXT_LINK_CLASS}>
            Join the waiting list
          </Link>
        </li>
      </ul>
    </PlaceholderScreen>
  );
}
