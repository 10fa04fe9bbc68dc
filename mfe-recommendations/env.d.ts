/// <reference path="../shared/tooling/assets.d.ts" />
