import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** What the migrations create (search indexes, exclusion constraints): every PGlite the app opens loads them, a restored copy too. */
export const pgliteExtensions = { pg_trgm, btree_gist };
