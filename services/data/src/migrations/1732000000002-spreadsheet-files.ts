import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Spreadsheets join the supported files: their tables become native tables and charts. */
export const SPREADSHEET_FILES: Array<[extension: string, mime: string]> = [
  ['csv', 'text/csv'],
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
];

const FAQ_QUESTION = 'Which files can I upload?';
const FAQ_BEFORE =
  'Text documents (TXT, Markdown, HTML, PDF, DOCX), images (PNG, JPG, WEBP, GIF), audio (MP3, WAV, M4A, OGG) and video (MP4, WEBM, MOV) as media, and PowerPoint .pptx files as templates.';
const FAQ_AFTER =
  'Text documents (TXT, Markdown, HTML, PDF, DOCX), spreadsheets (XLSX, CSV), images (PNG, JPG, WEBP, GIF), audio (MP3, WAV, M4A, OGG) and video (MP4, WEBM, MOV) as media, and PowerPoint .pptx files as templates.';

export class SpreadsheetFiles1732000000002 implements MigrationInterface {
  name = 'SpreadsheetFiles1732000000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [extension, mime] of SPREADSHEET_FILES)
      await queryRunner.query(
        `INSERT INTO supported_files (extension, category, type, mime, position)
         SELECT $1, 'media', 'Document', $2, COALESCE(MAX(position), 0) + 1 FROM supported_files`,
        [extension, mime],
      );
    await queryRunner.query('UPDATE faq_items SET answer = $1 WHERE question = $2', [
      FAQ_AFTER,
      FAQ_QUESTION,
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM supported_files WHERE extension = ANY($1)', [
      SPREADSHEET_FILES.map(([extension]) => extension),
    ]);
    await queryRunner.query('UPDATE faq_items SET answer = $1 WHERE question = $2', [
      FAQ_BEFORE,
      FAQ_QUESTION,
    ]);
  }
}
