import type { ServiceSpec } from '@deckforge/kit';
import { dataConfigSchema } from './config';
import { CreateReferenceTables1732000000000 } from './migrations/1732000000000-create-reference-tables';
import { SeedReferenceData1732000000001 } from './migrations/1732000000001-seed-reference-data';
import { SpreadsheetFiles1732000000002 } from './migrations/1732000000002-spreadsheet-files';
import { FaqEditing1734190000000 } from './migrations/1734190000000-faq-editing';
import { TemplateFiles1734400000000 } from './migrations/1734400000000-template-files';
import { TemplateCategoryEntity } from './reference-data/template-category.entity';
import { DeactivationReasonEntity } from './reference-data/deactivation-reason.entity';
import { SupportedFileEntity } from './reference-data/supported-file.entity';
import { FaqItemEntity } from './reference-data/faq-item.entity';
import { NewsItemEntity } from './reference-data/news-item.entity';
import { ReferenceDataModule } from './reference-data/reference-data.module';

export const dataService: ServiceSpec = {
  name: 'data',
  configSchema: dataConfigSchema,
  entities: [
    TemplateCategoryEntity,
    DeactivationReasonEntity,
    SupportedFileEntity,
    FaqItemEntity,
    NewsItemEntity,
  ],
  migrations: [
    CreateReferenceTables1732000000000,
    SeedReferenceData1732000000001,
    SpreadsheetFiles1732000000002,
    FaqEditing1734190000000,
    TemplateFiles1734400000000,
  ],
  imports: [ReferenceDataModule],
};
