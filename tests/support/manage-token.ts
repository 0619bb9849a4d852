import { hashManageToken } from "#server/results/manage-token.ts";

/** A fixed manage token for rows the tests insert themselves (43 base64url characters, as the server makes). */
export const TEST_MANAGE_TOKEN = "test-manage-token-0123456789abcdefghijklmno";
export const TEST_MANAGE_TOKEN_HASH = hashManageToken(TEST_MANAGE_TOKEN);
/** The header correcting or deleting such a row needs. */
export const MANAGE = { "x-manage-token": TEST_MANAGE_TOKEN } as const;
