import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * PowerPoint templates (.potx) join the template formats: corporate design kits and template
 * galleries hand them out as such, and a deck built on one is a .pptx like any other.
 */
const POTX = ['potx', 'application/vnd.openxmlformats-officedocument.presentationml.template'];

const FAQ_QUESTION = 'Which files can I upload?';
const FAQ_BEFORE =
  'Text documents (TXT, Markdown, HTML, PDF, DOCX), spreadsheets (XLSX, CSV), images (PNG, JPG, WEBP, GIF), audio (MP3, WAV, M4A, OGG) and video (MP4, WEBM, MOV) as media, and PowerPoint .pptx files as templates.';
export const FAQ_UPLOADS_WITH_POTX =
  'Text documents (TXT, Markdown, HTML, PDF, DOCX), spreadsheets (XLSX, CSV), images (PNG, JPG, WEBP, GIF), audio (MP3, WAV, M4A, OGG) and video (MP4, WEBM, MOV) as media, and PowerPoint presentations (.pptx) or templates (.potx) as templates.';

export class TemplateFiles1734400000000 implements MigrationInterface {
  name = 'TemplateFiles1734400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO supported_files (extension, category, type, mime, position)
       SELECT $1, 'templates', 'Presentation', $2, COALESCE(MAX(position), 0) + 1 FROM supported_files`,
      POTX,
    );
    await queryRunner.query('UPDATE faq_items SET answer = $1 WHERE question = $2', [
      FAQ_UPLOADS_WITH_POTX,
      FAQ_QUESTION,
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM supported_files WHERE extension = $1', [POTX[0]]);
    await queryRunner.query('UPDATE faq_items SET answer = $1 WHERE question = $2', [
      FAQ_BEFORE,
      FAQ_QUESTION,
    ]);
  }
}
