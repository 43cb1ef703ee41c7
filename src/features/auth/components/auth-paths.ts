/** Routes the public auth pages send the user to (spec §2, "Entry and authentication"). */
export const DASHBOARD_PATH = '/app/market-lens/dashboard';
export const LOGIN_PATH = '/auth/login';
