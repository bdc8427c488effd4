export * from './calendar';
export * from './catalogue';
export * from './communications';
export * from './identity';
export * from './platform';
export * from './school';
export * from './students';
export * from './training';
