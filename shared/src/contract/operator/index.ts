/** The operator console's wire contract: one definition for the operator API and the console. */
export * from './access';
export * from './operators';
export * from './finance';
export * from './partners';
export * from './applications';
export * from './support';
export * from './funnel';
export * from './catalog';
