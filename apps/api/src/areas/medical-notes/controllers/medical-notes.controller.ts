import { Body, Controller, Param, Query } from '@nestjs/common';
import { medicalNotesRoutes as routes, type RouteBody, type RouteParams, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { MedicalNotesService } from '../services/medical-notes.service.js';

/** Spec 2 §7.3 "StudentMedicalNotes" (docs/medical-notes.md). */
@Controller()
export class MedicalNotesController {
  constructor(private readonly service: MedicalNotesService) {}

  @Route(routes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.list>) {
    return this.service.list(user, query);
  }

  @Route(routes.export)
  export(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.export>) {
    return this.service.export(user, query);
  }

  @Route(routes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.get>) {
    return this.service.get(user, params.id);
  }

  @Route(routes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.save>) {
    return this.service.save(user, body);
  }

  @Route(routes.approve)
  approve(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.approve>) {
    return this.service.approve(user, body.id);
  }

  @Route(routes.annul)
  annul(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.annul>,
    @Body() body: RouteBody<typeof routes.annul>,
  ) {
    return this.service.annul(user, params.id, body.comment);
  }

  /** Who records notes may withdraw their own pending note; who may delete notes, any pending one (the service checks). */
  @Route(routes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.remove>) {
    return this.service.remove(user, params.id);
  }
}
