import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'template_categories' })
export class TemplateCategoryEntity {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'text', name: 'category_name' })
  categoryName!: string;
}
