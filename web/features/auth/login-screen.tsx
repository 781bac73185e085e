import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '../../components/ui/button.tsx';
import { PlaceholderScreen } from '../../components/ui/placeholder-screen.tsx';

export function LoginScreen() {
  return (
    <PlaceholderScreen
      title="Sign in"
      description="Sign in with your email and password to count stock, order and cost recipes."
    >
      <ul className="flex flex-wrap gap-x-6">
        <li>
          <Link to="/register" className={TEXT_LINK_CLASS}>
            Create an account
          </Link>
        </li>
        <li>
          <Link to="/forgot-password" className={TEXT_LINK_CLASS}>
            Forgot your password?
          </Link>
        </li>
      </ul>
    </PlaceholderScreen>
  );
}
