/** The training area: training cards, lessons and the student's progress. */
export { giveDefaultTrainingCards, giveDefaultTrainingCardsToAll } from './cards/default-cards';
export { trainingCardPartsRoutes } from './cards/training-card-parts.routes';
export { trainingCardsRoutes } from './cards/training-cards.routes';
export { cardLevelsOf } from './cards/training-cards.service';
export { commentsRoutes } from './comments/comments.routes';
export { domainReadiness } from './lessons/domain-readiness.service';
export {
  type BilledLesson,
  billLessonsOnInvoice,
  lessonCountsOfInvoices,
  lessonsOfInvoice,
  lockLessonsForBilling,
  type OpenLesson,
  openLessons,
  recordLessonsPayment,
  releaseLessonsOfInvoice,
} from './lessons/lesson-billing.service';
export { lessonsRoutes } from './lessons/lessons.routes';
export { progressRoutes } from './lessons/progress.routes';
export { printRoutes } from './print/print.routes';
