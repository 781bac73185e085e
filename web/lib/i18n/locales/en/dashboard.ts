import { params } from '#web/lib/i18n/params.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';

export const dashboardMessages = i18n('dashboard', {
  title: 'Dashboard',
  description: params('{location}: your stock at a glance.'),
  thisLocation: 'This location',
  loading: 'Loading the dashboard…',
  loadFailed: 'The dashboard could not be loaded.',
  tryAgain: 'Try again',

  noItems: 'No items yet',
  noItemsHelp: 'Start from a bar, restaurant or café template, or import your own list.',
  setUpItems: 'Set up your items',

  // The figures
  stockValue: 'Stock value',
  items: 'Items',
  belowPar: 'Below par',
  countBelowPar: 'Count what is below par',
  openStockList: 'Open the stock list',
  countedToday: 'Counted today',

  // The stock value chart
  noStockValue: 'No stock value yet: it shows here once items with a cost are counted.',
  noHistory: 'No history yet: the chart starts on the day of the first count or delivery.',
  valueOnDay: params('Stock value on {date}: {value}.'),
  valueOverDays: params(
    'Stock value over the last {days} days: from {first} on {firstDate} to {last} on {lastDate}.',
  ),
  valuePerDay: 'Stock value per day',
  date: 'Date',

  // Price rises
  priceRises: 'Price rises',
  priceRisesDescription: params('Lines up more than {percent}% in the last {days} days.'),
  loadingPriceRises: 'Loading the price rises…',
  priceRisesLoadFailed: 'The price rises could not be loaded.',
  noPriceRises: 'No price rose that much. Nothing to watch.',

  // Recent changes
  recentChanges: 'Recent changes',
  seeChangelog: 'See the whole changelog',
  noChanges: 'No stock changes yet.',
  // "Waste by Alex Kim · 21 Nov 2026, 10:04"
  changeBy: '{reason} by {name} · {when}',
  formerMember: 'a former member',
  reasonCount: 'Count',
  reasonReceive: 'Received',
  reasonWaste: 'Waste',
  reasonAdjust: 'Adjusted',
  reasonUndo: 'Undo',
  reasonImport: 'Import',

  // The onboarding checklist
  getSetUp: 'Get set up',
  stepsDone: params('{done} of {total} steps done.'),
  addYourItems: 'Add your items',
  startFromTemplate: 'Start from a template',
  inviteYourTeam: 'Invite your team',
  invite: 'Invite',
  doFirstCount: 'Do your first count',
  count: 'Count',
  stepDone: '(done)',
  stepToDo: '(to do)',
  hideChecklist: 'Hide this checklist',
});
