import type { MailMessage } from '../mailer.ts';
import { greeting, renderEmail } from './layout.ts';

/** The email telling someone on the waiting list that they may now sign up. */
export function waitingListApprovedEmail(input: {
  to: string;
  name: string | null;
  publicUrl: string;
}): MailMessage {
  const url = `${input.publicUrl}/register?email=${encodeURIComponent(input.to)}`;
  return {
    to: input.to,
    subject: 'You can now sign up for Barback',
    ...renderEmail({
      greeting: greeting(input.name),
      intro: ['Good news: your place on the Barback waiting list has come up.'],
      action: { label: 'Create your account', url },
      outro: ['Sign up with this email address to get started.'],
    }),
  };
}
