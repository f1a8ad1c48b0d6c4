import { readConfig } from '../config.js';
import { openDatabase } from './connection.js';
import { migrateToLatest } from './migrate.js';

/** `npm run migrate`: applies pending migrations to the configured database and exits. */
const config = readConfig();
const { db, kind, close } = await openDatabase(config);
const applied = await migrateToLatest(db);
console.log(`${kind}: ${applied.length ? `applied ${applied.join(', ')}` : 'already up to date'}`);
await close();
