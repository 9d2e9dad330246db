# One image for both services: `rest-api` and `gateway` differ only by their command.

# Build: every dependency, then the console (Vite) and the compiled services (esbuild).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY rest-api/package.json rest-api/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY tests/package.json tests/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN NODE_ENV=production npm run build

# The production dependencies of the two services, nothing else (no TypeScript, Vite, test tools).
FROM node:20-bookworm-slim AS dependencies
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/schema/package.json schema/
COPY --from=build /app/rest-api/package.json rest-api/
COPY --from=build /app/gateway/package.json gateway/
COPY --from=build /app/web/package.json web/
COPY --from=build /app/tests/package.json tests/
COPY --from=build /app/bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund -w gateway -w rest-api

# Runtime: the build and what it reads at run time (SDL, migrations, the console), as user node.
FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=dependencies /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/schema/package.json /app/schema/*.graphql schema/
COPY --from=build /app/rest-api/package.json rest-api/
COPY --from=build /app/rest-api/migrations rest-api/migrations
COPY --from=build /app/rest-api/dist rest-api/dist
COPY --from=build /app/gateway/package.json gateway/
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/web/dist web/dist
# rest-api keeps uploaded images (and PGlite without DATABASE_URL) in DATA_DIR, /app/data by default.
RUN mkdir data && chown node:node data
USER node
EXPOSE 4000 4010
CMD ["node", "gateway/dist/main.js"]
