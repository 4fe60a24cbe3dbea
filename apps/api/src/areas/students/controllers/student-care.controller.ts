import { Body, Controller, Header, Param, Req } from '@nestjs/common';
import { type RouteBody, type RouteParams, studentsCareRoutes as routes } from '@kg/contracts';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { readPhotoUpload } from '../services/photo-upload.js';
import { StudentCareService } from '../services/student-care.service.js';

/** The care part of a child's record (libs/contracts `studentsCareRoutes`, docs/students.md "Care"). */
@Controller()
export class StudentCareController {
  constructor(private readonly care: StudentCareService) {}

  @Route(routes.health)
  health(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.health>) {
    return this.care.health(user, params.id);
  }

  @Route(routes.saveHealth)
  saveHealth(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.saveHealth>,
    @Body() body: RouteBody<typeof routes.saveHealth>,
  ) {
    return this.care.saveHealth(user, params.id, body);
  }

  @Route(routes.pickupPeople)
  pickupPeople(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.pickupPeople>) {
    return this.care.pickupPeople(user, params.id);
  }

  @Route(routes.savePickupPerson)
  savePickupPerson(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.savePickupPerson>,
    @Body() body: RouteBody<typeof routes.savePickupPerson>,
  ) {
    return this.care.savePickupPerson(user, params.id, body);
  }

  @Route(routes.removePickupPerson)
  removePickupPerson(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.removePickupPerson>) {
    return this.care.removePickupPerson(user, params.id, params.personId);
  }

  @Route(routes.photoInfo)
  photoInfo(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.photoInfo>) {
    return this.care.photoInfo(user, params.id);
  }

  /** The photo, only to those who reach the child; never cached by a shared cache. */
  @Route(routes.photo)
  @Header('Cache-Control', 'private, no-cache')
  @Header('Content-Security-Policy', "default-src 'none'")
  photo(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.photo>) {
    return this.care.photo(user, params.id);
  }

  /** Multipart: `file` with `consentGivenBy` and `consent=true` (docs/students.md "Photo"). */
  @Route(routes.uploadPhoto)
  async uploadPhoto(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.uploadPhoto>,
    @Req() request: FastifyRequest,
  ) {
    return this.care.uploadPhoto(user, params.id, await readPhotoUpload(request));
  }

  @Route(routes.withdrawPhotoConsent)
  withdrawPhotoConsent(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.withdrawPhotoConsent>) {
    return this.care.withdrawPhotoConsent(user, params.id);
  }
}
