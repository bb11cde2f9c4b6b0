import 'reflect-metadata';
import { runService } from '@deckforge/kit';
import { storageService } from './storage.service';

runService(storageService);
