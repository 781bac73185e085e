// npm run db:seed -- --demo : fills the configured database with a demo venue to click through.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#server/config.ts';
import { DataDirLockedError, openDatabase } from '#server/db/open.ts';
import { seedDemo } from '#server/db/seed/demo.ts';

const { values } = parseArgs({
  options: { demo: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
});

if (values.help || !values.demo) {
  console.log('Usage: npm run db:seed -- --demo');
  console.log(
    '  --demo   create the demo cocktail bar, its team, stock, vendors, recipes and menu',
  );
  process.exit(values.help ? 0 : 1);
}

try {
  const config = await loadConfig();
  const database = await openDatabase(config);
  try {
    const summary = await seedDemo(database.db);
    const { counts } = summary;
    console.log(
      `Demo venue created: ${counts.items} items in ${counts.categories} categories, ` +
        `${counts.vendors} vendors (${counts.vendorItems} catalogue lines), ` +
        `${counts.recipes} recipes, ${counts.menuItems} menu items, ` +
        `${counts.stockUpdates} stock updates.`,
    );
    console.log(`\nStart the app (npm start) and sign in at ${config.publicUrl}/login as:`);
    for (const user of summary.users) {
      console.log(`  ${user.role.padEnd(8)} ${user.email}`);
    }
    console.log(`Password for all three: ${summary.password}`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
}
