/** Codegen mappers of the content domain: none, its resolvers map REST rows to the schema's types themselves. */
export const contentMappers = {};
