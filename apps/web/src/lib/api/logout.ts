import { post } from '../api-client';

/** POST /logout: ends the session on the server (the caller clears the local state). */
export const logout = () => post<null>('/logout');
