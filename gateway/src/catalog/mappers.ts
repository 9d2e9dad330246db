/** Codegen mappers of the catalogue: none yet, its resolvers map REST rows to the schema's types themselves. */
export const catalogMappers = {};
