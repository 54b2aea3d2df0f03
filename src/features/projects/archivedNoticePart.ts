// The archived notice loads only where a project is archived: most boards never need its code (nor its Unarchive
// mutation). The pages are read-only at once from the project's archivedAt; the notice follows its download.
import { lazyPart } from '../ui/lazyPart';

export const ArchivedNoticePart = lazyPart(() => import('./ArchivedNotice').then((m) => m.ArchivedNotice));

/** A failed download (offline) shows no notice; the next render tries again. */
export const ignoreFailure = () => undefined;
