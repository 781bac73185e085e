import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '../../components/ui/button.tsx';
import { PlaceholderScreen } from '../../components/ui/placeholder-screen.tsx';

export function ResetPasswordScreen() {
  return (
    <PlaceholderScreen
      title="Choose a new password"
      description="Set a new password with the link from your email; your other sessions end."
    >
      <p>
        <Link to="/login" className={TEXT_LINK_CLASS}>
          Back to sign in
        </Link>
      </p>
    </PlaceholderScreen>
  );
}
