/** The accounting area: the turnover of lessons and the shop (issue 26). */
export { turnoverRoutes } from './turnover/turnover.routes';
