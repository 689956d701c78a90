// PostgreSQL advisory lock keys (two int4s: a class and an id within it).
/** (SCHEMA_LOCKS, MIGRATE) while migrating, (SCHEMA_LOCKS, SEED) while seeding on first start. */
export const SCHEMA_LOCKS = 0x46430001;
export const MIGRATE = 1;
export const SEED = 2;
/** (INSTANCE_LOCKS, instance id): held by each running instance's session, so a stopped one is seen at once. */
export const INSTANCE_LOCKS = 0x46430002;
