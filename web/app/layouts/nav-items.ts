import {
  Bot,
  ChartColumn,
  ClipboardCheck,
  ClipboardList,
  History,
  LayoutDashboard,
  Package,
  Receipt,
  Settings,
  ShoppingCart,
  UtensilsCrossed,
  ChefHat,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { can } from '#contract/permissions.ts';
import type { Action } from '#contract/permissions.ts';
import type { Role } from '#contract/roles.ts';
import type { appMessages } from '#web/lib/i18n/locales/en/app.ts';

type AppMessage = keyof ReturnType<typeof appMessages.get>;

interface NavItem {
  /** The screen's name: a message of the `app` namespace. */
  label: AppMessage & `nav${string}`;
  /** Path below /dashboard/{locationId}; '' is the location dashboard itself. */
  segment: string;
  icon: LucideIcon;
  /** Shown in the phone's bottom bar; the rest sit behind "More". */
  primary: boolean;
  /** Shown only to a role that may do this (contract/permissions.ts); absent: every member. */
  action?: Action;
}

/** The screens of one location, in the order a venue uses them most. */
export const LOCATION_NAV: readonly NavItem[] = [
  { label: 'navDashboard', segment: '', icon: LayoutDashboard, primary: true },
  { label: 'navStocklist', segment: 'stocklist', icon: ClipboardList, primary: true },
  { label: 'navShoppingLists', segment: 'shopping-lists', icon: ShoppingCart, primary: true },
  { label: 'navItems', segment: 'items', icon: Package, primary: true },
  { label: 'navRecipes', segment: 'recipes', icon: ChefHat, primary: false },
  { label: 'navMenu', segment: 'menu', icon: UtensilsCrossed, primary: false },
  { label: 'navSales', segment: 'sales', icon: Receipt, primary: false, action: 'reports.view' },
  {
    label: 'navReports',
    segment: 'reports',
    icon: ChartColumn,
    primary: false,
    action: 'reports.view',
  },
  { label: 'navCounts', segment: 'counts', icon: ClipboardCheck, primary: false },
  { label: 'navChangelog', segment: 'changelog', icon: History, primary: false },
  { label: 'navAiChat', segment: 'ai-chat', icon: Bot, primary: false },
  { label: 'navSettings', segment: 'settings', icon: Settings, primary: false },
];

/** The location's screens a member of this role may open. */
export function navFor(role: Role | null | undefined): NavItem[] {
  return LOCATION_NAV.filter((item) => item.action === undefined || can(role, item.action));
}

export function locationPath(locationId: string, segment = ''): string {
  return segment ? `/dashboard/${locationId}/${segment}` : `/dashboard/${locationId}`;
}

/**
 * The same screen in another location: /dashboard/a/items → /dashboard/b/items.
 * From a screen outside any location, the other location's dashboard.
 */
export function switchLocationPath(pathname: string, fromId: string | undefined, toId: string) {
  const prefix = fromId ? `/dashboard/${fromId}` : undefined;
  if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) {
    return `/dashboard/${toId}${pathname.slice(prefix.length)}`;
  }
  return locationPath(toId);
}
