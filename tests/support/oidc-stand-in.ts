import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export interface OidcStandIn {
  issuer: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  /**
   * Logs `email` in at the provider and consents, following redirects from `authorizeUrl` until one leaves
   * the provider; returns that final Location (the app's callback with code and state).
   */
  authorize(authorizeUrl: string, email: string): Promise<string>;
  close(): Promise<void>;
}

/** A real OpenID Connect provider (oidc-provider, with its development login pages) on a free local port. */
export async function startOidcStandIn(redirectUri: string): Promise<OidcStandIn> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = "cbc-test-client";
  const clientSecret = "cbc-test-secret-0123456789abcdef";
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        async claims() {
          return { sub, email: sub, email_verified: true, name: sub.split("@")[0] };
        },
      };
    },
  });
  server.on("request", provider.callback());

  const cookies = new Map<string, string>();
  const remember = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const eq = pair?.indexOf("=") ?? -1;
      if (pair && eq > 0) cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  const request = async (url: string, body?: URLSearchParams) => {
    const res = await fetch(url, {
      method: body ? "POST" : "GET",
      redirect: "manual",
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body,
    });
    remember(res);
    await res.arrayBuffer();
    return res;
  };

  async function authorize(authorizeUrl: string, email: string): Promise<string> {
    cookies.clear(); // a fresh browser: no provider session from an earlier sign-in
    let next = authorizeUrl;
    for (let hop = 0; hop < 12; hop++) {
      if (!next.startsWith(issuer)) return next;
      const interaction = /\/interaction\/[^/?]+$/.test(new URL(next).pathname);
      const res = interaction
        ? await request(next, new URLSearchParams(await promptFor(next, email)))
        : await request(next);
      const location = res.headers.get("location");
      if (!location) throw new Error(`OIDC stand-in stopped at ${next} with ${res.status}`);
      next = new URL(location, issuer).toString();
    }
    throw new Error("Too many redirects at the OIDC stand-in");
  }

  async function promptFor(url: string, email: string): Promise<Record<string, string>> {
    const page = await fetch(url, {
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    const html = await page.text();
    return html.includes('name="login"')
      ? { prompt: "login", login: email, password: "any" }
      : { prompt: "consent" };
  }

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    authorize,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
