/** Codegen mappers of the selections domain: none, its resolvers map REST rows to the schema's types themselves. */
export const selectionMappers = {};
