import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { PreviewsModule } from '../previews/previews.module';
import { ProjectsController } from './projects.controller';
import { ProjectsService } from './projects.service';

@Module({
  imports: [FilesModule, PreviewsModule],
  controllers: [ProjectsController],
  providers: [ProjectsService],
})
export class ProjectsModule {}
