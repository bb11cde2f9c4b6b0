import { Module } from '@nestjs/common';
import { TemplateReportsClient } from './template-reports.client';

@Module({ providers: [TemplateReportsClient], exports: [TemplateReportsClient] })
export class TemplateReportsModule {}
