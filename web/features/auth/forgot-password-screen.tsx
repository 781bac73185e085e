import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '../../components/ui/button.tsx';
import { PlaceholderScreen } from '../../components/ui/placeholder-screen.tsx';

export function ForgotPasswordScreen() {
  return (
    <PlaceholderScreen
      title="Forgot your password?"
      description="Enter your email and we will send you a link to choose a new password."
    >
      <p>
        <Link to="/login" className={TEXT_LINK_CLASS}>
          Back to sign in
        </Link>
      </p>
    </PlaceholderScreen>
  );
}
