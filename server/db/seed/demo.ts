import { eq, sql } from 'drizzle-orm';
import type { Role } from '#contract/roles.ts';
import { hashPassword } from '#server/lib/password.ts';
import type { Db } from '../client.ts';
import {
  locations,
  members,
  menuItems,
  menuRecipes,
  recipeIngredients,
  recipes,
  users,
} from '../schema/index.ts';
import { insertCatalogue, insertLists, insertPriceRises } from './demo-buying.ts';
import {
  DEMO_OWNER_EMAIL,
  DEMO_PASSWORD,
  demoCategories,
  demoMenu,
  demoRecipes,
  demoUsers,
  demoVenue,
} from './demo-data.ts';
import {
  byName,
  demoStock,
  idOf,
  insertHistory,
  insertItems,
  must,
  type Seeding,
} from './demo-stock.ts';
import { type DemoActor, simulateWeek } from './demo-week.ts';

export interface SeedDemoOptions {
  /** The end of the demo week (default: now); its history lies in the seven days before. */
  now?: Date;
  /** The password of the three demo users (default: `barback-demo`). */
  password?: string;
  /**
   * Tags the demo users' emails (`demo+<tag>@barback.test`), so a second demo venue can live
   * in a database that already has one (tests sharing one PostgreSQL database).
   */
  emailTag?: string;
}

/** A demo user's email, tagged when asked. */
function demoEmail(email: string, tag: string | undefined): string {
  if (!tag) return email;
  const at = email.indexOf('@');
  return `${email.slice(0, at)}+${tag}${email.slice(at)}`;
}

export interface DemoSummary {
  locationId: string;
  users: { email: string; role: Role }[];
  password: string;
  counts: {
    categories: number;
    items: number;
    vendors: number;
    vendorItems: number;
    recipes: number;
    menuItems: number;
    stockUpdates: number;
    shoppingLists: number;
  };
}

const DAY_MS = 86_400_000;

/**
 * Creates the demo cocktail bar "The Copper Still" (team, stock with a week of history, vendors,
 * orders, recipes, menu) in one transaction; refuses when the demo owner already exists.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<DemoSummary> {
  const now = options.now ?? new Date();
  const password = options.password ?? DEMO_PASSWORD;
  // argon2 is slow on purpose: hash before the transaction holds the (single) PGlite connection.
  const hashes = await Promise.all(demoUsers.map(() => hashPassword(password)));
  const stock = demoStock();
  const week = simulateWeek(
    stock.map((row) => row.week),
    now,
  );

  const ownerEmail = demoEmail(DEMO_OWNER_EMAIL, options.emailTag);
  const team = demoUsers.map((user) => ({
    ...user,
    email: demoEmail(user.email, options.emailTag),
  }));
  // Only `tx` inside: touching `db` in a PGlite transaction deadlocks.
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, ownerEmail));
    if (existing) {
      throw new Error(
        `The demo data already exists: ${ownerEmail} is a user of this database. ` +
          `Seed an empty database, or delete that user and "${demoVenue.name}" first.`,
      );
    }
    const setUpAt = new Date(now.getTime() - 8 * DAY_MS);
    const [location] = await tx
      .insert(locations)
      .values({ ...demoVenue, createdAt: setUpAt, updatedAt: setUpAt })
      .returning({ id: locations.id });
    const seeding: Seeding = { tx, locationId: must(location, 'venue').id, setUpAt };

    const userIds = await insertTeam(seeding, team, hashes);
    const itemIds = await insertItems(seeding, stock, week);
    const catalogue = await insertCatalogue(seeding, stock, itemIds);
    await insertPriceRises(seeding, itemIds, catalogue, userIds.manager, now);
    const lists = await insertLists(seeding, stock, week, itemIds, catalogue, userIds.manager);
    await insertHistory(seeding, stock, week, itemIds, userIds, lists.receivedListId);
    const cooking = await insertRecipesAndMenu(seeding, itemIds);

    return {
      locationId: seeding.locationId,
      users: team.map(({ email, role }) => ({ email, role })),
      password,
      counts: {
        categories: demoCategories.length,
        items: itemIds.size,
        vendors: catalogue.count.vendors,
        vendorItems: catalogue.count.vendorItems,
        recipes: cooking.recipes,
        menuItems: cooking.menuItems,
        stockUpdates: week.rows.length,
        shoppingLists: lists.count,
      },
    };
  });
}

/** The owner, the manager and the bartender, members of the venue with those roles. */
async function insertTeam(
  { tx, locationId, setUpAt }: Seeding,
  team: typeof demoUsers,
  hashes: string[],
): Promise<Record<DemoActor, string>> {
  const rows = await tx
    .insert(users)
    .values(
      team.map((user, i) => ({
        email: user.email,
        name: user.name,
        passwordHash: must(hashes[i], 'password hash'),
        createdAt: setUpAt,
        updatedAt: setUpAt,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const ids = new Map(rows.map((row) => [row.email, row.id]));
  await tx.insert(members).values(
    team.map((user) => ({
      locationId,
      userId: idOf(ids, user.email),
      role: user.role,
      joinedAt: setUpAt,
    })),
  );
  const idOfRole = (role: Role) =>
    idOf(ids, must(team.find((user) => user.role === role)?.email, role));
  return { owner: idOfRole('owner'), manager: idOfRole('manager'), staff: idOfRole('staff') };
}

/** House syrups and cocktails (some using a syrup as a sub-recipe), and the menu built on them. */
async function insertRecipesAndMenu(
  { tx, locationId, setUpAt }: Seeding,
  itemIds: Map<string, string>,
): Promise<{ recipes: number; menuItems: number }> {
  const stamps = { locationId, createdAt: setUpAt, updatedAt: setUpAt };
  const recipeIds = byName(
    await tx
      .insert(recipes)
      .values(
        demoRecipes.map(({ ingredients: _ingredients, ...recipe }) => ({ ...recipe, ...stamps })),
      )
      .returning({ id: recipes.id, name: recipes.name }),
  );
  await tx.insert(recipeIngredients).values(
    demoRecipes.flatMap((recipe) =>
      recipe.ingredients.map(([name, quantity, unit, isRecipe], sortOrder) => ({
        locationId,
        recipeId: idOf(recipeIds, recipe.name),
        inventoryItemId: isRecipe ? null : idOf(itemIds, name),
        subRecipeId: isRecipe ? idOf(recipeIds, name) : null,
        quantity,
        unit,
        sortOrder,
        createdAt: setUpAt,
      })),
    ),
  );
  const menuIds = byName(
    await tx
      .insert(menuItems)
      .values(demoMenu.map(({ recipes: _recipes, ...menuItem }) => ({ ...menuItem, ...stamps })))
      .returning({ id: menuItems.id, name: menuItems.name }),
  );
  await tx.insert(menuRecipes).values(
    demoMenu.flatMap((menuItem) =>
      menuItem.recipes.map(([recipe, quantity]) => ({
        locationId,
        menuItemId: idOf(menuIds, menuItem.name),
        recipeId: idOf(recipeIds, recipe),
        quantity,
        createdAt: setUpAt,
      })),
    ),
  );
  return { recipes: recipeIds.size, menuItems: menuIds.size };
}
