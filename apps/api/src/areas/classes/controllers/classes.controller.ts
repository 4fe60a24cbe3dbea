import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  type ClassAgeGroup,
  classAgeGroupSchema,
  type ClassDetails,
  classDetailsSchema,
  classesByKindergartenQuery,
  classIdParams,
  type ClassIdParams,
  type ClassesByKindergartenQuery,
  type ClassesGrouped,
  classesGroupedSchema,
  type ClassOverview,
  classOverviewQuery,
  type ClassOverviewQuery,
  classOverviewSchema,
  type ClassSummary,
  classSummarySchema,
  idParams,
  type IdParams,
  type KindergartenSubject,
  type PagedResult,
  pagedResultSchema,
  Resource,
  saveClassRequest,
  type SaveClassCommand,
  type SaveResult,
  saveResultSchema,
} from '@kg/contracts';
import { z } from 'zod';
import { Access, CurrentUser, SignedIn } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { ClassesService } from '../services/classes.service.js';

@Controller('Classes')
export class ClassesController {
  constructor(private readonly classes: ClassesService) {}

  @Get()
  @Access(Resource.Classes, 'read')
  @Validate({ response: z.array(classSummarySchema) })
  list(@CurrentUser() user: AuthUser): Promise<ClassSummary[]> {
    return this.classes.list(user);
  }

  /** Members with Classes read, and MON and municipality for their references: the service checks which. */
  @Get('by-kindergarten')
  @SignedIn()
  @Validate({ query: classesByKindergartenQuery, response: z.array(classSummarySchema) })
  byKindergarten(@CurrentUser() user: AuthUser, @Query() query: ClassesByKindergartenQuery): Promise<ClassSummary[]> {
    return this.classes.byKindergarten(user, query);
  }

  @Get('age-groups')
  @Access(Resource.Classes, 'read')
  @Validate({ response: z.array(classAgeGroupSchema) })
  ageGroups(@CurrentUser() user: AuthUser): Promise<ClassAgeGroup[]> {
    return this.classes.ageGroups(user);
  }

  @Get('overview-models')
  @Access(Resource.Classes, 'read')
  @Validate({ query: classOverviewQuery, response: pagedResultSchema(classOverviewSchema) })
  overview(@CurrentUser() user: AuthUser, @Query() query: ClassOverviewQuery): Promise<PagedResult<ClassOverview>> {
    return this.classes.overview(user, query);
  }

  /** Same readers as by-kindergarten. */
  @Get('grouped')
  @SignedIn()
  @Validate({ response: z.array(classesGroupedSchema) })
  grouped(@CurrentUser() user: AuthUser): Promise<ClassesGrouped[]> {
    return this.classes.grouped(user);
  }

  @Get(':id')
  @Access(Resource.Classes, 'read')
  @Validate({ params: idParams, response: classDetailsSchema })
  get(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<ClassDetails> {
    return this.classes.get(user, params.id);
  }

  @Get(':classId/subjects')
  @Access(Resource.Classes, 'read')
  @Validate({ params: classIdParams })
  subjects(@CurrentUser() user: AuthUser, @Param() params: ClassIdParams): Promise<KindergartenSubject[]> {
    return this.classes.subjects(user, params.classId);
  }

  @Post()
  @HttpCode(200)
  @Access(Resource.Classes, 'create')
  @Validate({ body: saveClassRequest, response: saveResultSchema })
  save(@CurrentUser() user: AuthUser, @Body() body: SaveClassCommand): Promise<SaveResult> {
    return this.classes.save(user, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @Access(Resource.Classes, 'delete')
  @Validate({ params: idParams })
  remove(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<void> {
    return this.classes.remove(user, params.id);
  }
}
