import { genericOAuth } from "better-auth/plugins/generic-oauth";

export const GOOGLE_DISCOVERY_URL = "https://accounts.google.com/.well-known/openid-configuration";

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  discoveryUrl: string | null;
}

/**
 * Google sign-in as an OpenID Connect provider found through its discovery document. GOOGLE_DISCOVERY_URL
 * points it at a local stand-in in tests; production uses Google's. The client starts it with
 * POST /api/auth/sign-in/social {provider: "google", callbackURL: "/auth/callback"}.
 */
export function googleSignIn(google: GoogleConfig) {
  return genericOAuth({
    config: [
      {
        providerId: "google",
        name: "Google",
        discoveryUrl: google.discoveryUrl ?? GOOGLE_DISCOVERY_URL,
        requireIdTokenVerification: true,
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        scopes: ["openid", "email", "profile"],
      },
    ],
  });
}
