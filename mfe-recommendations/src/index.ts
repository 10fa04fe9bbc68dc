// A remote has no page of its own; its public modules are in rspack.config.mjs `exposes`.
export {};
