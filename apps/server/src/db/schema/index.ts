export * from './account-tokens';
export * from './audit-events';
export * from './licences';
export * from './outbox-messages';
export * from './release-notes';
export * from './schools';
export * from './sessions';
export * from './users';
