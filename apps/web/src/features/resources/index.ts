/**
 * Resources (spec §2, §3 Resource): the library where monitors and their school's employees upload
 * images, documents, videos and legislation and add links, then share them with their students,
 * and the screen where each reader consults what he may. The router loads both pages lazily from
 * `library/pages/` and `learning/pages/`; the learner's dashboard shows the way to his resources.
 */
export { ResourcesLinkCard } from './learning/components/resources-link-card';
