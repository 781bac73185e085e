import { count } from '@nanostores/i18n';
import { params } from '#web/lib/i18n/params.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';

export const locationsMessages = i18n('locations', {
  // Roles, keyed by the stored value.
  owner: 'Owner',
  manager: 'Manager',
  staff: 'Staff',

  tryAgain: 'Try again',
  creating: 'Creating…',
  saving: 'Saving…',

  // Your locations (/dashboard)
  yourLocations: 'Your locations',
  noLocationsYet:
    'You are not part of any location yet. Add your venue, or join a team with an invite code.',
  chooseVenue: 'Choose the venue to work in.',
  loadingLocations: 'Loading your locations…',
  locationsLoadFailed: 'Your locations could not be loaded.',
  memberCount: count({ one: '{count} member', other: '{count} members' }),
  addLocation: 'Add a location',
  joinWithCode: 'Join with a code',

  // Add a location
  addDescription:
    'Create another venue with its own stock, vendors, recipes and team; you will be its owner.',
  createFailed: 'The location could not be created.',
  createLocation: 'Create the location',

  // Join a location
  joinTitle: 'Join a location',
  joinDescription: "Enter the invite code a manager gave you to join their venue's team.",
  alreadyMember: 'You already belong to the location of this code: nothing has changed.',
  seeYourLocations: 'See your locations',
  inviteCode: 'Invite code',
  inviteCodeHint: '10 letters and digits, for example K7M2PQ9XHT. Capitals or not, either works.',
  joining: 'Joining…',
  joinLocation: 'Join the location',

  // Location settings
  settingsTitle: 'Location settings',
  notPartOfAny: 'You are not part of any location yet.',
  addOrJoin: 'Add or join a location',
  settingsDescription: 'The details, team and invite codes of {name}.',
  changeAnother: 'To change another location, choose it in the location picker.',

  // The venue's fields
  name: 'Name',
  nameHint: 'What your team calls the venue, like “The Night Owl”.',
  currency: 'Currency',
  currencyHint: 'Prices, costs and stock value are shown in it.',
  timeZone: 'Time zone',
  timeZoneHint: 'Counts and deliveries are dated in it.',
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
  contactHint: 'Shown on orders you send.',

  // General
  general: 'General',
  generalDescription:
    "The venue's name, currency, time zone, address, phone, email and target food cost.",
  locationLoadFailed: 'The location could not be loaded.',
  notSet: 'Not set',
  targetFoodCost: 'Target food cost',
  onlyManagers: 'Only managers and owners can change these.',
  settingsSaveFailed: 'The settings could not be saved.',
  settingsSaved: 'The settings are saved.',
  targetFoodCostPercent: 'Target food cost %',
  targetFoodCostHint:
    'The menu marks dishes whose cost is above this share of their price (often 25 to 35).',
  saveSettings: 'Save settings',

  // Members
  members: 'Members',
  membersDescription: 'Everyone who works in this location, and their role.',
  teamLoadFailed: 'The team could not be loaded.',
  noMembers: 'No members yet.',
  you: '(you)',
  joined: params('Joined {date}'),
  roleOf: params('Role of {name}'),
  roleChangeFailed: params("{name}'s role could not be changed."),
  removeFailed: params('{name} could not be removed.'),
  removeMember: params('Remove {name}…'),
  removeGroup: params('Remove {name}'),
  losesAccess: params('{name} loses access to this location at once.'),
  removing: 'Removing…',
  yesRemove: params('Yes, remove {name}'),
  cancel: 'Cancel',

  // Invite codes
  inviteCodes: 'Invite codes',
  inviteCodesDescription: 'A code lets someone join this location with the role it grants.',
  activeCodes: 'Active codes',
  invitesLoadFailed: 'The invite codes could not be loaded.',
  noActiveCodes: 'No active codes. Create one above to invite someone.',
  inviteCreateFailed: 'The invite code could not be created.',
  roleItGrants: 'Role it grants',
  staffDescription: 'Counts stock, ticks shopping lists, receives deliveries.',
  managerDescription: 'Also edits items, vendors, recipes and the team.',
  expiresAfter: 'Expires after (days)',
  expiresHint: params('1 to {max} days.'),
  numberOfUses: 'Number of uses',
  usesHint: 'How many people can join with it.',
  createInviteCode: 'Create invite code',
  codeDeleteFailed: 'The code could not be deleted.',
  inviteDetails: params('{role} · used {uses} of {max} · expires {date}'),
  deleteCode: params('Delete code {code}'),
  deleting: 'Deleting…',
  delete: 'Delete',
  // The code just created, by the role it grants.
  newStaffCode: count({
    one: 'New code for a staff, usable {count} time:',
    other: 'New code for a staff, usable {count} times:',
  }),
  newManagerCode: count({
    one: 'New code for a manager, usable {count} time:',
    other: 'New code for a manager, usable {count} times:',
  }),
  copyCode: 'Copy code',
  copyJoinLink: 'Copy join link',
  codeCopied: 'Code copied.',
  joinLinkCopied: 'Join link copied.',
  codeCopyFailed: 'The code could not be copied: select it and copy it by hand.',
  joinLinkCopyFailed: 'The join link could not be copied: select it and copy it by hand.',

  // Leave location
  leaveTitle: 'Leave location',
  leaveDescription: params('You lose access to {name} until someone invites you again.'),
  leaveFailed: 'You could not leave this location.',
  leaveOpen: 'Leave location…',
  leaving: 'Leaving…',
  yesLeave: params('Yes, leave {name}'),
  stay: 'Stay',

  // Delete location
  deleteTitle: 'Delete location',
  deleteDescription: params(
    'Deletes {name} with all its stock, lists, vendors, recipes, menu and team. This cannot be undone.',
  ),
  deleteOpen: 'Delete location…',
  typeToConfirm: params('Type {name} to confirm'),
  deleteForGood: params('Delete {name} for good'),
  keepIt: 'Keep it',
  deleteFailed: 'The location could not be deleted.',

  // Backups (owners)
  backupsTitle: 'Backups',
  backupsDescription:
    'Copies of all the data on this server, in case a disk or a change goes wrong.',
  lastBackup: params('Last backup: {time}'),
  noBackupYet: 'No backup yet.',
  backupsByPostgres: 'Backups are made by your PostgreSQL server.',
  backupStatusLoadFailed: 'The time of the last backup could not be loaded.',
});
