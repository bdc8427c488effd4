/** The resources area: the library of files and links, and what learners consult (spec §1, §3 Resource). */
export { learningResourcesRoutes } from './learning/learning-resources.routes';
export { libraryResourceIds, resourceDownloads, resourceNames } from './library/library-lookups.service';
export { resourcesRoutes } from './library/resources.routes';
