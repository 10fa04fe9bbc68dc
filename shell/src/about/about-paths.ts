export { aboutPaths } from '@storefront/shared';
