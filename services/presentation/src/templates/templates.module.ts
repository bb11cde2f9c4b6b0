import { Module } from '@nestjs/common';
import { TemplateReportsController } from './template-reports.controller';
import { TemplateReports } from './template-reports.service';

/** What the generator will make of a template, told to storage when it is uploaded. */
@Module({
  controllers: [TemplateReportsController],
  providers: [TemplateReports],
})
export class TemplatesModule {}
