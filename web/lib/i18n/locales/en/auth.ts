import { params } from '#web/lib/i18n/params.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';

export const authMessages = i18n('auth', {
  email: 'Email',
  password: 'Password',
  yourName: 'Your name',
  venueName: 'Venue name',
  venueCurrency: 'Currency of its prices',
  venueCurrencyHint: params(
    'Proposed from this browser. Its times will be in {zone}, this device’s time zone. Both can be changed later in the location settings.',
  ),
  sending: 'Sending…',
  backToSignIn: 'Back to sign in',
  haveAccount: 'Already have an account? Sign in',
  createAccountLink: 'Create an account',
  tryAgain: 'Try again',

  // Sign in
  signIn: 'Sign in',
  signInDescription: 'Sign in with your email and password to count stock, order and cost recipes.',
  signingIn: 'Signing in…',
  forgotPassword: 'Forgot your password?',

  // Forgot password
  forgotDescription: 'Enter your email and we will send you a link to choose a new password.',
  sendLink: 'Send the link',
  checkEmail: 'Check your email',
  resetLinkSent: "If an account exists for that email, we've sent a link to choose a new password.",
  resetLinkHelp:
    'The link works once, for 30 minutes. Nothing in the inbox of {email}? Look in the spam folder, or check the address and send it again.',
  sendAgain: 'Send it again',

  // Reset password
  chooseNewPassword: 'Choose a new password',
  resetNeedsLink:
    'This page needs the link from your password reset email, and this address has no reset code in it. Open the link from the email again, or ask for a new one.',
  askNewLink: 'Ask for a new link',
  passwordChanged: 'Password changed',
  passwordChangedText:
    'Your new password is set. For your safety, you have been signed out on every device: sign in again with the new password.',
  newPasswordDescription:
    "Pick a password you don't use anywhere else. Your other sessions will end.",
  newPassword: 'New password',
  newPasswordHint: 'At least 8 characters.',
  newPasswordAgain: 'New password again',
  saving: 'Saving…',
  setNewPassword: 'Set the new password',

  // Sign up
  createAccountTitle: 'Create an account',
  createAccountDescription:
    'Create your account and your first venue, or join a team with an invite code.',
  signUpLoadFailed: 'Sign-up could not be loaded.',
  joinWaitingListLink: 'Join the waiting list',
  passwordHint: 'At least 8 characters. A short sentence is easy to remember and hard to guess.',
  creatingAccount: 'Creating your account…',
  createAccount: 'Create account',
  yourVenue: 'Your venue',
  inviteOnlyHint:
    'Sign-up is by invitation: join with the invite code a manager gave you. If your email was approved from the waiting list, you can create your venue instead.',
  createVenue: 'Create a venue',
  createVenueText: 'You will be its owner and can invite your team.',
  joinWithCode: 'Join with an invite code',
  joinWithCodeText: 'Join a team that already uses Barback.',
  notNow: 'Not now',
  notNowText: 'Add or join a venue after signing up.',
  inviteCode: 'Invite code',
  inviteCodeHint: '10 letters and digits, for example K7M2PQ9XHT.',
  loadingPlans: 'Loading plans...',
  plansFailed: 'The plans could not be loaded. You can create your account without a plan.',
  loadPlansAgain: 'Load the plans again',
  plan: 'Plan',
  planHint: 'With a plan, you go to a secure payment page once your account is created.',
  noPlan: 'No plan for now',
  noPlanText: 'No card needed.',
  pricePerDay: params('{amount} per day'),
  pricePerWeek: params('{amount} per week'),
  pricePerMonth: params('{amount} per month'),
  pricePerYear: params('{amount} per year'),
  pricePerInterval: params('{amount} per {interval}'),
  priceOnce: params('{amount} once'),

  // Waiting list
  joinFailed: 'Could not add you to the waiting list. Please try again.',
  onTheList: "You're on the list",
  onTheListText: 'Thank you. When a place opens we will email you a link to create your account.',
  backHome: 'Back to the home page',
  joinWaitingList: 'Join the waiting list',
  waitingListDescription:
    'Leave your email and venue name, and we will send you a sign-up link when a place opens.',
  anythingToKnow: 'Anything we should know?',
  anythingToKnowHint: 'For example how many venues you run, or what you use today.',
});
