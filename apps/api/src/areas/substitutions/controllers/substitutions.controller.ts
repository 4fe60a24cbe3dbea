import { Body, Controller, Param, Query } from '@nestjs/common';
import { type RouteBody, type RouteParams, type RouteQuery, substitutionsRoutes as routes } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { SubstitutionsExportService } from '../services/substitutions-export.service.js';
import { SubstitutionsService } from '../services/substitutions.service.js';

/** Staff substitutions, spec 2 §7.3 TeacherSubstitutions (docs/substitutions.md). */
@Controller()
export class SubstitutionsController {
  constructor(
    private readonly service: SubstitutionsService,
    private readonly exports: SubstitutionsExportService,
  ) {}

  @Route(routes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.list>) {
    return this.service.list(user, query);
  }

  @Route(routes.options)
  options(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.options>) {
    return this.service.options(user, query);
  }

  @Route(routes.norms)
  norms(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.norms>) {
    return this.service.norms(user, query);
  }

  @Route(routes.normsExport)
  normsExport(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.normsExport>,
    @Query() query: RouteQuery<typeof routes.normsExport>,
  ) {
    return this.exports.norms(user, params.type, query);
  }

  @Route(routes.export)
  export(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.export>,
    @Query() query: RouteQuery<typeof routes.export>,
  ) {
    return this.exports.list(user, params.type, query);
  }

  @Route(routes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.get>) {
    return this.service.get(user, params.id);
  }

  @Route(routes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.save>) {
    return this.service.save(user, body);
  }

  @Route(routes.remove)
  remove(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.remove>) {
    return this.service.remove(user, query.id);
  }
}
