import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '../../components/ui/button.tsx';
import { PlaceholderScreen } from '../../components/ui/placeholder-screen.tsx';

export function SubscriptionSuccessScreen() {
  return (
    <PlaceholderScreen
      title="Subscription confirmed"
      description="Your payment went through; this page will confirm your plan and take you to your venue."
    >
      <p>
        <Link to="/dashboard" className={TEXT_LINK_CLASS}>
          Go to your dashboard
        </Link>
      </p>
    </PlaceholderScreen>
  );
}
