export * from './calendar';
export * from './catalogue';
export * from './identity';
export * from './platform';
export * from './school';
export * from './students';
export * from './training';
