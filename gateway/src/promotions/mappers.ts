/** Codegen mappers of the promotions domain: none, its resolvers map REST rows to the schema's types themselves. */
export const promotionMappers = {};
