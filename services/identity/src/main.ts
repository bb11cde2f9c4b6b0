import 'reflect-metadata';
import { runService } from '@deckforge/kit';
import { identityService } from './identity.definition';

runService(identityService);
