import { i18n } from '#web/lib/i18n/i18n.ts';

export const accountMessages = i18n('account', {
  title: 'Account',
  description: 'Your name, email and password, your plan, and your data.',

  profile: 'Profile',
  profileDescription: 'Your name is what your team sees in the change log.',
  profileSaveFailed: 'Your profile could not be saved. Please try again.',
  profileSaved: 'Your profile is saved.',
  name: 'Name',
  email: 'Email',
  currentPassword: 'Current password',
  confirmItIsYou: 'To change your email, confirm it is you.',
  saving: 'Saving…',
  saveProfile: 'Save profile',

  password: 'Password',
  passwordDescription:
    'Changing it signs you out everywhere else: other phones, tablets and computers.',
  passwordChangeFailed: 'Your password could not be changed. Please try again.',
  passwordChanged:
    'Your password is changed. Every other session has been signed out; this one stays signed in.',
  newPassword: 'New password',
  newPasswordHint: 'At least 8 characters.',
  newPasswordAgain: 'New password again',
  changing: 'Changing…',
  changePassword: 'Change password',

  plan: 'Plan',
  currentPlan: 'Current plan',
  subscription: 'Subscription',
  free: 'Free',
  status: 'Status',
  statusActive: 'Active',
  statusTrialing: 'Trialing',
  statusPastDue: 'Past due',
  statusUnpaid: 'Unpaid',
  statusCanceled: 'Canceled',
  statusIncomplete: 'Incomplete',
  statusIncompleteExpired: 'Incomplete expired',
  statusPaused: 'Paused',

  myData: 'Your data',
  myDataDescription:
    'Download your account, the locations you belong to, the stock changes you made and your assistant conversations, as one file.',
  myDataDownload: 'Download my data',
  myDataPreparing: 'Preparing your file…',
  myDataFailed: 'Your data could not be downloaded. Please try again.',

  deleteAccount: 'Delete account',
  deleteDescription: 'Deleting your account cannot be undone.',
  deleteOnlyMember: 'Locations where you are the only member are deleted with everything in them.',
  deleteOnlyOwner:
    'If you are the only owner of a location that has other members, make someone else its owner first.',
  deleteOpen: 'Delete my account…',
  deleteConfirmLabel: 'Type DELETE or your email to confirm',
  deleteSubmit: 'Delete my account for good',
  deleteCancel: 'Keep my account',
});
