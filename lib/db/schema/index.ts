export * from "./catalog";
export * from "./regions";
export * from "./stores";
export * from "./users";
export * from "./cart";
export * from "./promos";
export * from "./orders";
export * from "./content";
