import { PlaceholderScreen } from '../../components/ui/placeholder-screen.tsx';
import { useAuthStore } from '../../lib/stores/auth.ts';

export function AccountScreen() {
  const user = useAuthStore((state) => state.user);
  return (
    <PlaceholderScreen
      title="Account"
      description="Change your name, email and password, or delete your account."
    >
      {user && (
        <dl className="grid gap-1 rounded-xl border border-border bg-surface p-4 sm:grid-cols-[8rem_1fr]">
          <dt className="text-muted">Name</dt>
          <dd className="font-medium">{user.name}</dd>
          <dt className="text-muted">Email</dt>
          <dd className="font-medium break-all">{user.email}</dd>
        </dl>
      )}
    </PlaceholderScreen>
  );
}
