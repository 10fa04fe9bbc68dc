/**
 * POST /api/funnel-events/public: one step of the storefront a journey reached (./support-rules
 * funnelSteps), sent by the shell only when the visitor's cookie settings allow Performance. It
 * carries no personal data: the market is the request's X-Country-Key, the language its
 * Accept-Language, and the product the one chosen (none before step 1). The API adds one to the
 * day's count and keeps nothing else. Answer 204; malformed input 400; too many events from one
 * client 429 with Retry-After.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Obj, ProductType } from './common';
import { funnelSteps } from './support-rules';

export const FunnelEvent = Obj({
  step: Type.Union(funnelSteps.map((step) => Type.Literal(step))),
  product: Type.Optional(ProductType),
});
export type FunnelEvent = Static<typeof FunnelEvent>;
