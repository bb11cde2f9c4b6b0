import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'news_items' })
export class NewsItemEntity {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'date' })
  date!: string;

  @Column({ type: 'text' })
  text!: string;
}
