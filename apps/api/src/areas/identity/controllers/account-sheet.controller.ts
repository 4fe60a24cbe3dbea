import { Controller, Get } from '@nestjs/common';
import { CurrentUser, SignedIn } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { type ExportFile, FileDownload } from '../../../platform/export/index.js';
import { AccountSheetService } from '../services/account-sheet.service.js';

/** "Справка за профила": the signed-in user's own data as a file (spec 1 §8, downloads with a file name). */
@Controller('identity/account-sheet')
export class AccountSheetController {
  constructor(private readonly sheets: AccountSheetService) {}

  @Get('pdf')
  @SignedIn()
  @FileDownload()
  pdf(@CurrentUser() user: AuthUser): Promise<ExportFile> {
    return this.sheets.pdf(user);
  }

  @Get('excel')
  @SignedIn()
  @FileDownload()
  excel(@CurrentUser() user: AuthUser): Promise<ExportFile> {
    return this.sheets.excel(user);
  }
}
