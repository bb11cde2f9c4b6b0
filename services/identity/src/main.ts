import 'reflect-metadata';
import { runService } from '@deckforge/kit';
import { identityService } from './identity.service';

runService(identityService);
