import 'reflect-metadata';
import { runService } from '@deckforge/kit';
import { billingService } from './billing.service';

runService(billingService);
