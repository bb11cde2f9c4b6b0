import { BlobStoreModule, type ServiceSpec } from '@deckforge/kit';
import { AccountsModule } from './accounts/accounts.module';
import { OrphanBlobEntity } from './blobs/orphan-blob.entity';
import { storageConfigSchema } from './config';
import { FilesModule } from './files/files.module';
import { ProjectVersionEntity } from './files/project-version.entity';
import { StoredFileEntity } from './files/stored-file.entity';
import { CreateFileLibrary1733000000000 } from './migrations/1733000000000-create-file-library';
import { ProjectSlidePreviews1733900000000 } from './migrations/1733900000000-project-slide-previews';
import { ProjectVersions1734190000000 } from './migrations/1734190000000-project-versions';
import { TemplateReports1734600000000 } from './migrations/1734600000000-template-reports';
import { VersionBytes1734800000000 } from './migrations/1734800000000-version-bytes';
import { PreviewsModule } from './previews/previews.module';
import { ProjectsModule } from './projects/projects.module';
import { SystemTemplatesModule } from './system-templates/system-templates.module';
import { PendingUploadEntity } from './uploads/pending-upload.entity';
import { UploadsModule } from './uploads/uploads.module';

export const storageService: ServiceSpec<typeof storageConfigSchema> = {
  name: 'storage',
  configSchema: storageConfigSchema,
  entities: [StoredFileEntity, PendingUploadEntity, OrphanBlobEntity, ProjectVersionEntity],
  migrations: [
    CreateFileLibrary1733000000000,
    ProjectSlidePreviews1733900000000,
    ProjectVersions1734190000000,
    TemplateReports1734600000000,
    VersionBytes1734800000000,
  ],
  keepsUserData: true,
  imports: [
    BlobStoreModule.fromAppConfig(),
    FilesModule,
    UploadsModule,
    PreviewsModule,
    ProjectsModule,
    SystemTemplatesModule,
    AccountsModule,
  ],
};
