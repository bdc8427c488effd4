export * from './release-notes';
export * from './schools';
export * from './users';
