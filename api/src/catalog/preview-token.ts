import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';

/**
 * A catalog preview link's token: a JWT (HS256, through jose) naming the draft it shows, signed
 * with CATALOG_PREVIEW_KEY and working until it expires. Only the public API honours it, and only
 * for the storefront's pages (its audience).
 */
const audience = 'storefront-catalog-preview';
const issuer = 'storefront-operator';

export interface PreviewGrant {
  draftId: string;
  expiresAt: Date;
}

/** Why a presented token was refused: it is not one we signed (or is damaged), or its time is over. */
export class PreviewTokenRefused extends Error {
  constructor(readonly reason: 'invalid' | 'expired') {
    super(reason === 'expired' ? 'The preview link has expired.' : 'The preview link is not valid.');
    this.name = 'PreviewTokenRefused';
  }
}

export class PreviewTokens {
  private readonly key: Uint8Array;

  /** `key` empty: a random one, so links work only in this process until it ends. */
  constructor(key: string, private readonly ttlMs: number, private readonly now: () => number = Date.now) {
    this.key = key ? new TextEncoder().encode(key) : randomBytes(32);
  }

  /** A token for this draft, valid for the configured time from now. */
  async sign(draftId: string | number): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = Math.floor(this.now() / 1000);
    const expiresAt = new Date((issuedAt * 1000) + this.ttlMs);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(draftId))
      .setAudience(audience)
      .setIssuer(issuer)
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }

  /** The draft a token names; PreviewTokenRefused when it is forged, damaged or expired. */
  async verify(token: string): Promise<PreviewGrant> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'], audience, issuer, currentDate: new Date(this.now()), requiredClaims: ['sub', 'exp'],
      });
      return { draftId: payload.sub!, expiresAt: new Date(payload.exp! * 1000) };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new PreviewTokenRefused('expired');
      throw new PreviewTokenRefused('invalid');
    }
  }
}
