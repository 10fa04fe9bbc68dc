/** Test helpers every front-end app's component tests share (jest only; never bundled). */
export * from './mock-api';
export * from './runtime-config';
export * from './render-step';
export * from './languages';
