# One image for both services: `rest-api` and `gateway` differ only by their command.
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

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 4000 4010
CMD ["node", "--import", "tsx", "gateway/src/main.ts"]
