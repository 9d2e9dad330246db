import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { RecentCache } from './recent-cache.ts';

/**
 * Yoga's parser and validation cache, without its clock: Yoga's keeps entries an hour in
 * lru-cache, which reads the time through a timer on every request (two per operation), a
 * measurable share of the gateway's CPU when requests come one by one. Parsed documents are
 * kept by source text (the most recent `max`), validation results by schema, rules and document.
 * Goes last in the plugin list, so that every plugin's validation rules are in place.
 */
export function documentCache(max = 1024): Plugin {
  const documents = new RecentCache<DocumentNode>(max);
  const validations = new Map<string, WeakMap<GraphQLSchema, WeakMap<DocumentNode, readonly Error[]>>>();
  // Envelop hands every request a fresh copy of the same rules: their key is rebuilt only when a rule differs.
  let lastRules: readonly unknown[] = [];
  let lastKey = '';
  const rulesKeyOf = (rules: readonly { name: string }[] | undefined): string => {
    if (!rules) return '';
    if (rules.length !== lastRules.length || rules.some((rule, index) => rule !== lastRules[index])) {
      lastRules = [...rules];
      lastKey = rules.map((rule) => rule.name).join(',');
    }
    return lastKey;
  };
  return {
    onParse({ params, setParsedDocument }) {
      const source = params.source.toString();
      const cached = documents.get(source);
      if (cached) return setParsedDocument(cached);
      return ({ result }) => {
        if (result && !(result instanceof Error)) documents.set(source, result);
      };
    },
    onValidate({ params: { schema, documentAST, rules }, setResult }) {
      const rulesKey = rulesKeyOf(rules);
      let bySchema = validations.get(rulesKey);
      if (!bySchema) validations.set(rulesKey, (bySchema = new WeakMap()));
      let byDocument = bySchema.get(schema);
      if (!byDocument) bySchema.set(schema, (byDocument = new WeakMap()));
      const cached = byDocument.get(documentAST);
      if (cached) return setResult(cached);
      return ({ result }) => {
        byDocument.set(documentAST, result);
      };
    },
  };
}
