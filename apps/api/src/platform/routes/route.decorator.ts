import { applyDecorators, HttpCode, RequestMapping, RequestMethod, SetMetadata } from '@nestjs/common';
import { type emptyAnswer, fileAnswer, type RouteDefinition, type RouteResponse } from '@kg/contracts';
import { ACCESS_RULE } from '../access/access.decorators.js';
import type { VersionedAnswer } from '../cache/versioned-cache.js';
import { FileDownload } from '../export/file-download.js';
import { INPUT_SCHEMAS, type InputSchemas } from '../validation/validate.decorator.js';

export const ROUTE_DEFINITION = 'kg:route-definition';

/**
 * What a handler of the route may return: the contract's answer (or a cached `VersionedAnswer` of it, or, for a
 * download, whatever the file interceptor sends).
 */
type HandlerResult<R extends RouteDefinition> = R['response'] extends typeof fileAnswer
  ? unknown
  : R['response'] extends typeof emptyAnswer
    ? void
    : RouteResponse<R> | VersionedAnswer;

type Handler<R extends RouteDefinition> = (...args: never[]) => HandlerResult<R> | Promise<HandlerResult<R>>;

/**
 * Binds a controller method to its contract (libs/contracts, `<area>Routes`): the HTTP method and path, the success
 * status, the access rule the AccessGuard checks, the schemas the ValidationInterceptor parses with (and OpenAPI
 * documents), and a download answer for `fileAnswer` routes. The handler's return type is checked against the
 * contract's answer. Controllers take no path prefix: the contract's path is the whole path under /api.
 */
export function Route<R extends RouteDefinition>(route: R) {
  const schemas: InputSchemas = { params: route.params, query: route.query, body: route.body, response: route.response };
  const decorators = [
    RequestMapping({ path: route.path, method: RequestMethod[route.method] }),
    SetMetadata(ACCESS_RULE, route.access),
    SetMetadata(INPUT_SCHEMAS, schemas),
    SetMetadata(ROUTE_DEFINITION, route),
    ...(route.status === undefined ? [] : [HttpCode(route.status)]),
    ...(route.response === fileAnswer ? [FileDownload()] : []),
  ];
  return <H extends Handler<R>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>): void => {
    applyDecorators(...decorators)(target, key, descriptor);
  };
}
