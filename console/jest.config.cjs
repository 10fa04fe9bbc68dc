module.exports = require('@storefront/shared/tooling/jest-preset.cjs')(__dirname);
