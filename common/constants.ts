// Business constants of the spec (sections 3, 5 and 9), shared by the browser and the server, one
// module per subject in terms/: a page loads only the subjects it reads (its build takes them as
// free of side effects, vite.config.ts).
export * from "./terms/choice";
export * from "./terms/offers";
export * from "./terms/requests";
export * from "./terms/samples-and-quotes";
export * from "./terms/collection-methods";
export * from "./terms/varieties";
export * from "./terms/origin-trip";
export * from "./terms/news";
export * from "./terms/partners";
export * from "./terms/admin";
export * from "./terms/api";
export * from "./terms/media";
