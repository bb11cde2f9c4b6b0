import 'reflect-metadata';
import { runService } from '@deckforge/kit';
import { storageService } from './storage.definition';

runService(storageService);
