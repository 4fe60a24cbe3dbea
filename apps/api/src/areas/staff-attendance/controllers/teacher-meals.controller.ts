import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  fillTeacherMealsRequest,
  type FillTeacherMealsRequest,
  Resource,
  type SaveStaffCellsResult,
  type SaveResult,
  saveResultSchema,
  saveTeacherMealPatternRequest,
  type SaveTeacherMealPatternRequest,
  saveTeacherMealsRequest,
  type SaveTeacherMealsRequest,
  teacherMealsQuery,
  type TeacherMealsMonth,
  type TeacherMealsQuery,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { StaffMealsService } from '../services/staff-meals.service.js';

@Controller('meals/teachers')
export class TeacherMealsController {
  constructor(private readonly meals: StaffMealsService) {}

  @Get()
  @Access(Resource.TeacherMeals, 'read')
  @Validate({ query: teacherMealsQuery })
  month(@CurrentUser() user: AuthUser, @Query() query: TeacherMealsQuery): Promise<TeacherMealsMonth> {
    return this.meals.month(user, query);
  }

  @Post()
  @HttpCode(200)
  @Access(Resource.TeacherMeals, 'save')
  @Validate({ body: saveTeacherMealsRequest })
  save(@CurrentUser() user: AuthUser, @Body() body: SaveTeacherMealsRequest): Promise<SaveStaffCellsResult> {
    return this.meals.save(user, body);
  }

  @Post('pattern')
  @HttpCode(200)
  @Access(Resource.TeacherMeals, 'save')
  @Validate({ body: saveTeacherMealPatternRequest, response: saveResultSchema })
  savePattern(@CurrentUser() user: AuthUser, @Body() body: SaveTeacherMealPatternRequest): Promise<SaveResult> {
    return this.meals.savePattern(user, body);
  }

  @Post('fill')
  @HttpCode(200)
  @Access(Resource.TeacherMeals, 'save')
  @Validate({ body: fillTeacherMealsRequest })
  fill(@CurrentUser() user: AuthUser, @Body() body: FillTeacherMealsRequest): Promise<SaveStaffCellsResult> {
    return this.meals.fill(user, body);
  }
}
