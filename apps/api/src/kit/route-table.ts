import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What sets one route of a table apart from the others. */
export interface RouteRow {
  /** The row's own method, when the table mixes them. */
  method?: HTTPMethods;
  url: string;
  operationId: string;
  summary: string;
}

type ZodHandler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/**
 * A row's handler, typed by the table's schema as Fastify's type provider types an inline one: the
 * request by params, querystring and body, the answer by the 200 view.
 */
export type RowHandler<R extends RouteRow, S extends FastifySchema> = (
  req: Parameters<ZodHandler<S>>[0],
  row: R,
) => ReturnType<ZodHandler<S>>;

/** The table names the method only when its rows do not. */
type TableMethod<R extends RouteRow> = R extends { method: HTTPMethods }
  ? { method?: undefined }
  : { method: HTTPMethods };

/** What the routes of a table share. */
export type RouteTable<R extends RouteRow, S extends FastifySchema> = TableMethod<R> & {
  config: FastifyContextConfig;
  tags: string[];
  /** The schema but for the row's operationId and summary. */
  schema: S;
  /** One handler for every row: the rows differ in the argument it hands on. */
  handler: RowHandler<R, S>;
};

/**
 * Registers one route per row, in the rows' order: routes that share their schema and service
 * call, and differ only in path, name and the argument they hand on (a list's side, an answer).
 */
export function routeTable<R extends RouteRow, S extends FastifySchema>(
  app: ZodApp,
  rows: readonly R[],
  t: RouteTable<R, S>,
) {
  for (const row of rows) {
    app.route<RouteGenericInterface, ContextConfigDefault, S>({
      // TableMethod makes the table name the method whenever a row does not.
      method: row.method ?? (t.method as HTTPMethods),
      url: row.url,
      config: t.config,
      schema: { tags: t.tags, operationId: row.operationId, summary: row.summary, ...t.schema },
      handler: (req) => t.handler(req, row),
    });
  }
}
