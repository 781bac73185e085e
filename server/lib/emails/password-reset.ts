import type { MailMessage } from '../mailer.ts';
import { greeting, renderEmail } from './layout.ts';

/** The email with a single-use link to choose a new password. */
export function passwordResetEmail(input: {
  to: string;
  name: string | null;
  publicUrl: string;
  token: string;
  validMinutes: number;
}): MailMessage {
  const url = `${input.publicUrl}/reset-password?token=${encodeURIComponent(input.token)}`;
  return {
    to: input.to,
    subject: 'Reset your Barback password',
    ...renderEmail({
      greeting: greeting(input.name),
      intro: ['Someone asked to reset the password of your Barback account.'],
      action: { label: 'Choose a new password', url },
      outro: [
        `The link works once, for ${input.validMinutes} minutes. Choosing a new password signs you out everywhere.`,
        'If you did not ask for this, ignore this email: your password stays the same.',
      ],
    }),
  };
}
