// The whole schema, for Drizzle's client and for drizzle-kit.
export * from './schema/content';
export * from './schema/submissions';
export * from './schema/membership';
export * from './schema/uploads';
export * from './schema/mail';
export * from './schema/accounts';
export * from './schema/payments';
export * from './schema/club-settings';
export * from './schema/tee-times';
export * from './schema/support';
export * from './schema/course';
export * from './schema/tournaments';
export * from './schema/golf';
export * from './schema/rooms-and-hall';
export * from './schema/register';
export * from './schema/form-submissions';
export * from './schema/billing';
