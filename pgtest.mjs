import { PGlite } from '@electric-sql/pglite';
let t=Date.now();
const db = await PGlite.create();
console.log('create', Date.now()-t); t=Date.now();
await db.query('create table a(x int)');
const c = await db.clone(); console.log('clone', Date.now()-t);
t=Date.now(); const d = await db.dumpDataDir('none'); console.log('dump', Date.now()-t, d.size);
t=Date.now(); const e = await PGlite.create({loadDataDir: d}); console.log('load', Date.now()-t, (await e.query('select count(*) from a')).rows);
console.log((await db.query('select version()')).rows);
