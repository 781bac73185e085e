import { count } from '@nanostores/i18n';
import { params } from '#web/lib/i18n/params.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';

export const adminMessages = i18n('admin', {
  title: 'Waiting list',
  description: 'People who asked for an account. Approving one emails them a sign-up link.',
  notAllowed: 'Not allowed',
  onlyAdmins: 'Only Barback administrators can see and approve the waiting list.',
  backToLocations: 'Back to your locations',
  loading: 'Loading the waiting list...',
  loadFailed: 'The waiting list could not be loaded.',
  tryAgain: 'Try again',
  empty: 'Nobody is on the waiting list. Requests from the waiting list page show up here.',
  peopleWaiting: count({ one: '{count} person waiting', other: '{count} people waiting' }),
  peopleApproved: count({ one: '{count} approved', other: '{count} approved' }),
  summary: params('{waiting}, {approved}.'),

  waiting: 'Waiting',
  approved: 'Approved',
  name: 'Name',
  venue: 'Venue',
  askedOn: 'Asked on',
  approvedOn: 'Approved on',
  note: 'Note',
  approveFailed: 'The entry could not be approved. Please try again.',
  approvedSent: params('Approved: a sign-up link is on its way to {email}.'),
  approve: 'Approve',
  approving: 'Approving…',
  approveEmail: params('Approve {email}'),
  approvingEmail: params('Approving {email}'),
});
