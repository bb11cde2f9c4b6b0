import 'reflect-metadata';
import { runService } from '@deckforge/kit';
import { billingService } from './billing.definition';

runService(billingService);
