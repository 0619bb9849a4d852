// The seller catalogue is a folder now, one file per provider: lexicon/sellers/. This module only re-exports it
// for the imports that have not moved yet.
export { SELLERS, type Seller } from "./sellers/index.ts";
