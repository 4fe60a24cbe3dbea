import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import {
  approveRegistrationRequest,
  type ApproveRegistrationRequest,
  childApplicationRequest,
  type ChildApplicationRequest,
  idParams,
  type IdParams,
  type MessageResponse,
  type MyChild,
  type PagedResult,
  type ParentRegistrationDetails,
  parentRegistrationListQuery,
  type ParentRegistrationListQuery,
  type ParentRegistrationRow,
  publicKindergartensQuery,
  type PublicKindergartensQuery,
  publicRegistrationRequest,
  type PublicRegistrationRequest,
  type RegistrationKindergarten,
  type RegistrationTown,
  rejectRegistrationRequest,
  type RejectRegistrationRequest,
  Resource,
  type SaveResult,
  saveResultSchema,
} from '@kg/contracts';
import type { FastifyRequest } from 'fastify';
import { Access, CurrentUser, Public } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { ParentRegistrationsService } from '../services/parent-registrations.service.js';

/** Parents' requests (resource 20 "Заявки на родители"): calls designed in docs/parent-registrations.md. */
@Controller('ParentRegistrations')
export class ParentRegistrationsController {
  constructor(private readonly service: ParentRegistrationsService) {}

  @Get('public/towns')
  @Public()
  towns(): Promise<RegistrationTown[]> {
    return this.service.towns();
  }

  @Get('public/kindergartens')
  @Public()
  @Validate({ query: publicKindergartensQuery })
  kindergartens(@Query() query: PublicKindergartensQuery): Promise<RegistrationKindergarten[]> {
    return this.service.kindergartens(query);
  }

  @Post('public')
  @HttpCode(200)
  @Public()
  @Validate({ body: publicRegistrationRequest })
  register(@Body() body: PublicRegistrationRequest, @Req() request: FastifyRequest): Promise<MessageResponse> {
    return this.service.register(body, { ip: request.ip });
  }

  @Get('my-children')
  @Access(Resource.ParentRegistration, 'create')
  myChildren(@CurrentUser() user: AuthUser): Promise<MyChild[]> {
    return this.service.myChildren(user);
  }

  @Get()
  @Access(Resource.ParentRegistration, 'read')
  @Validate({ query: parentRegistrationListQuery })
  list(@CurrentUser() user: AuthUser, @Query() query: ParentRegistrationListQuery): Promise<PagedResult<ParentRegistrationRow>> {
    return this.service.list(user, query);
  }

  @Get(':id')
  @Access(Resource.ParentRegistration, 'read')
  @Validate({ params: idParams })
  get(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<ParentRegistrationDetails> {
    return this.service.get(user, params.id);
  }

  @Post()
  @HttpCode(200)
  @Access(Resource.ParentRegistration, 'create')
  @Validate({ body: childApplicationRequest, response: saveResultSchema })
  apply(@CurrentUser() user: AuthUser, @Body() body: ChildApplicationRequest): Promise<SaveResult> {
    return this.service.apply(user, body);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @Access(Resource.ParentRegistration, 'update')
  @Validate({ params: idParams, body: approveRegistrationRequest, response: saveResultSchema })
  approve(
    @CurrentUser() user: AuthUser,
    @Param() params: IdParams,
    @Body() body: ApproveRegistrationRequest,
  ): Promise<SaveResult> {
    return this.service.approve(user, params.id, body);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @Access(Resource.ParentRegistration, 'update')
  @Validate({ params: idParams, body: rejectRegistrationRequest, response: saveResultSchema })
  reject(@CurrentUser() user: AuthUser, @Param() params: IdParams, @Body() body: RejectRegistrationRequest): Promise<SaveResult> {
    return this.service.reject(user, params.id, body);
  }
}
