import 'reflect-metadata';
import { runService } from '@deckforge/kit';
import { presentationService } from './presentation.definition';

runService(presentationService);
