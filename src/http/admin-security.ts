/** Every admin route needs the bearer token (`ADMIN_TOKEN`), named in the API document as this scheme. */
export const ADMIN_SECURITY = "adminToken";
