import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'faq_items' })
export class FaqItemEntity {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'text' })
  question!: string;

  @Column({ type: 'text' })
  answer!: string;
}
