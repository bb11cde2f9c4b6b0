import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, PublicRoute } from '@deckforge/kit';
import type { ClientConfig } from '@deckforge/proto';
import type { GatewayConfig } from '../config';
import { GOOGLE_REDIRECT_PATH, GoogleRedirectFlow } from './google/google-redirect.flow';
import { TranscribedLanguages } from './transcribed-languages';

/**
 * GET /api/v1/config: what the SPA needs before anyone signs in — which Google buttons to show,
 * the largest upload storage accepts, the spoken languages recordings are transcribed in, and the
 * operator's values for the legal pages.
 */
@ApiTags('config')
@PublicRoute()
@Controller('config')
export class ClientConfigController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
    private readonly googleRedirect: GoogleRedirectFlow,
    private readonly transcribed: TranscribedLanguages,
  ) {}

  @Get()
  async get(): Promise<ClientConfig> {
    return {
      message: 'Client configuration',
      googleClientId: this.config.GOOGLE_CLIENT_ID ?? null,
      googleRedirectPath: this.googleRedirect.configured ? GOOGLE_REDIRECT_PATH : null,
      supportEmail: this.config.SUPPORT_EMAIL ?? null,
      maxUploadMb: this.config.MAX_UPLOAD_MB,
      transcribedLanguages: await this.transcribed.get(),
      legal: {
        governingLaw: this.config.LEGAL_GOVERNING_LAW ?? null,
        negotiationDays: this.config.LEGAL_NEGOTIATION_DAYS ?? null,
        arbitrationSeat: this.config.LEGAL_ARBITRATION_SEAT ?? null,
      },
    };
  }
}
