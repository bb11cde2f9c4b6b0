import 'reflect-metadata';
import { runService } from '@deckforge/kit';
import { dataService } from './data.definition';

runService(dataService);
