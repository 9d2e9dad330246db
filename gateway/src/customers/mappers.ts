/** Codegen mappers of the customers domain: none yet, its resolvers map REST rows to the schema's types themselves. */
export const customerMappers = {};
