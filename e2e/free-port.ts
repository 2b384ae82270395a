/** The server tests' choice of a port that stays free until the app we start binds it. */
export { freePort } from '../apps/server/test/helpers/free-port';
