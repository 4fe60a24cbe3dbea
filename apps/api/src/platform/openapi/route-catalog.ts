import { Injectable } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { ACCESS_RULE } from '../access/access.decorators.js';
import * as contracts from '@kg/contracts';
import { isRouteTable, type RouteAccess, type RouteDefinition } from '@kg/contracts';
import { ROUTE_DEFINITION } from '../routes/route.decorator.js';
import { INPUT_SCHEMAS, type InputSchemas } from '../validation/validate.decorator.js';

/** Every route definition of the contracts (each area's `<area>Routes` table), by "METHOD /api/path". */
export function contractRoutes(): Map<string, RouteDefinition> {
  const routes = new Map<string, RouteDefinition>();
  for (const table of Object.values(contracts).filter(isRouteTable)) {
    for (const route of Object.values(table)) routes.set(`${route.method} ${joinPath(API_PREFIX, route.path)}`, route);
  }
  return routes;
}

export const API_PREFIX = 'api';

export interface RouteInfo {
  method: string;
  /** As routed, with `:param` segments, e.g. /api/Kindergartens/change/:id */
  path: string;
  controller: string;
  handler: string;
  access: RouteAccess | undefined;
  schemas: InputSchemas;
  /** The contract the handler is bound to with `@Route`. */
  contract?: RouteDefinition;
}

const joinPath = (...parts: string[]): string =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** Every registered HTTP route with its access rule and schemas: feeds OpenAPI, the boot check and the route test. */
@Injectable()
export class RouteCatalog {
  private routes?: RouteInfo[];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  list(): RouteInfo[] {
    this.routes ??= this.discovery.getControllers().flatMap((wrapper) => {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      const type = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
      if (!instance || !type) return [];
      const prefixes = [this.reflector.get<string | string[] | undefined>(PATH_METADATA, type) ?? ''].flat();
      const classRule = this.reflector.get<RouteAccess | undefined>(ACCESS_RULE, type);
      return this.scanner.getAllMethodNames(Object.getPrototypeOf(instance)).flatMap((name) => {
        const handler = instance[name] as object;
        const method = this.reflector.get<RequestMethod | undefined>(METHOD_METADATA, handler as never);
        if (method === undefined) return [];
        const paths = [this.reflector.get<string | string[] | undefined>(PATH_METADATA, handler as never) ?? ''].flat();
        return prefixes.flatMap((prefix) =>
          paths.map((path) => ({
            method: RequestMethod[method],
            path: joinPath(API_PREFIX, prefix, path),
            controller: type.name,
            handler: name,
            access: this.reflector.get<RouteAccess | undefined>(ACCESS_RULE, handler as never) ?? classRule,
            schemas: this.reflector.get<InputSchemas | undefined>(INPUT_SCHEMAS, handler as never) ?? {},
            contract: this.reflector.get<RouteDefinition | undefined>(ROUTE_DEFINITION, handler as never),
          })),
        );
      });
    });
    return this.routes;
  }

  /** Routes that break the rules every endpoint follows: an access declaration, and a schema for path parameters. */
  undeclared(): string[] {
    return this.list().flatMap((route) => {
      const name = `${route.method} ${route.path} (${route.controller}.${route.handler})`;
      const problems: string[] = [];
      if (!route.access) problems.push(`${name} declares neither its access nor that it is public`);
      if (route.path.includes(':') && !route.schemas.params) problems.push(`${name} has path parameters but no params schema`);
      return problems;
    });
  }

  /**
   * Where the served routes and the contracts disagree: a served route bound to no contract, and a contract route
   * that no handler serves. Both lists are empty when every call is defined once, in libs/contracts.
   */
  contractMismatches(): { withoutContract: string[]; notServed: string[] } {
    const served = new Set(this.list().map((route) => `${route.method} ${route.path}`));
    return {
      withoutContract: this.list()
        .filter((route) => !route.contract)
        .map((route) => `${route.method} ${route.path} (${route.controller}.${route.handler})`),
      notServed: [...contractRoutes().keys()].filter((key) => !served.has(key)),
    };
  }
}
