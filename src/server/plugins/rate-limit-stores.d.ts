// @fastify/rate-limit's own counter stores: CommonJS files without types of their own (rate-limit.ts types them).
declare module "@fastify/rate-limit/store/RedisStore.js" {
  const RedisStore: unknown;
  export default RedisStore;
}
declare module "@fastify/rate-limit/store/LocalStore.js" {
  const LocalStore: unknown;
  export default LocalStore;
}
